import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import '../styles/tabs.css';
import { runsRightToLeft, tabKeyTarget } from './tab-keys.ts';

/** One tab of {@link Tabs}. */
export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  className?: string;
  /** Id of the tab selected at start (the first when absent or unknown). */
  initial?: string;
  /** Called with the tab's id when the visitor chooses a tab. */
  onChange?: (id: string) => void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab selected (the first
 * at start), Left/Right move and wrap, Home/End jump to the ends, and only the
 * selected tab is in the Tab order. The panel is keyed by tab so its entry
 * animation replays on every switch.
 */
export function Tabs({ label, tabs, className = '', initial, onChange }: TabsProps) {
  const [selected, setSelectedIndex] = useState(() =>
    Math.max(
      0,
      tabs.findIndex((tab) => tab.id === initial),
    ),
  );
  const setSelected = (index: number) => {
    if (index !== selected) onChange?.(tabs[index]!.id);
    setSelectedIndex(index);
  };
  const id = useId();
  const list = useRef<HTMLDivElement>(null);

  const select = (index: number) => {
    setSelected(index);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[index]?.focus();
  };

  function handleKeyDown(event: KeyboardEvent) {
    const target = tabKeyTarget(event.key, selected, tabs.length, runsRightToLeft(list.current));
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  const current = tabs[selected]!;
  return (
    <div className={`it-tabs ${className}`}>
      <div ref={list} className="it-tabs__list" role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            id={`${id}-tab-${tab.id}`}
            type="button"
            role="tab"
            className="it-tabs__tab"
            aria-selected={i === selected}
            aria-controls={`${id}-panel`}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        key={current.id}
        id={`${id}-panel`}
        className="it-tabs__panel"
        role="tabpanel"
        aria-labelledby={`${id}-tab-${current.id}`}
        tabIndex={0}
      >
        {current.panel}
      </div>
    </div>
  );
}
