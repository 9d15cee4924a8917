// The frame in which Publish lays a draft out for axe: a card that fades in is
// measured at its end, not halfway, where its faint text would read as a
// contrast failure that is not the page's. In a real browser: only a browser
// runs transitions.
import assert from 'node:assert/strict';
import { useEffect, useState } from 'react';
import { openCheckFrame } from '../../../pages/admin/publish/check-frame.ts';

/** A card that fades in after its first paint over ten seconds, as a section's reveal does. */
function FadingCard() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    requestAnimationFrame(() => requestAnimationFrame(() => setShown(true)));
  }, []);
  return (
    <p id="card" style={{ opacity: shown ? 1 : 0, transition: 'opacity 10s linear', color: '#1f2937' }}>
      A card that fades in
    </p>
  );
}

/** A spinner that turns for ever: it has no end to be taken to. */
function Spinner() {
  return (
    <span id="spinner" style={{ display: 'inline-block', animation: 'turn 1s linear infinite' }}>
      <style>{'@keyframes turn { to { transform: rotate(360deg); } }'}</style>
      Loading
    </span>
  );
}

describe('the frame Publish checks a draft in', () => {
  it('shows a fading card at its end once laid out, and lets an endless animation run', async () => {
    const check = await openCheckFrame(
      <>
        <FadingCard />
        <Spinner />
      </>,
      { lang: 'en' },
      [],
      'A draft being checked',
    );
    try {
      const card = () => check.doc.getElementById('card');
      // The transition has begun (the card is in the frame, its opacity set to 1) before the frame is laid out.
      while (!card() || card()!.style.opacity !== '1') await new Promise(requestAnimationFrame);
      await check.resize(375);
      assert.equal(check.frame.contentWindow!.getComputedStyle(card()!).opacity, '1');
      const spinner = check.doc.getElementById('spinner')!;
      assert.equal(spinner.getAnimations()[0]?.playState, 'running');
    } finally {
      check.remove();
    }
  });
});
