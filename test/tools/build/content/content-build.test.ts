// A writer's mistake in one Markdown file must stop `npm run build` itself,
// naming the file and each wrong field. The build runs in a copy of the
// project, so the file added here never reaches the real tree. What a good
// added file makes (its page, the lists, the sitemap, the feed, the search
// index) is dev.test.ts's, which builds it as `npm run dev` does.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { postFile } from './content-fixtures.ts';
import { copyProject } from './project-copy.ts';

const copy = copyProject();
after(() => copy.remove());

describe('a content file with mistakes', () => {
  it('a post with wrong front matter stops the build, naming the file and each wrong field', () => {
    writeFileSync(
      path.join(copy.dir, 'src/content/blog/posts/kubernetes-costs.md'),
      postFile({ category: 'Marketing', tags: '[Kubernetes]', author: 'alice' }),
    );
    const run = spawnSync('npm', ['run', 'build', '--silent'], { cwd: copy.dir, encoding: 'utf8' });
    assert.notEqual(run.status, 0, 'the build failed');
    const output = run.stdout + run.stderr;
    assert.match(output, /src\/content\/blog\/posts\/kubernetes-costs\.md: 3 problems/);
    assert.match(
      output,
      /author: "alice" is not a known author \(src\/content\/blog\/authors\.ts\); use one of karthik/,
    );
    assert.match(output, /category: "Marketing" is not a known category; use one of Business, Design/);
    assert.match(output, /tags\.0: "Kubernetes" is not a known tag; use one of Accessibility/);
  });

  it('a landing page naming an unknown service in slugs stops the build, naming the file, the tag and what is allowed', () => {
    // The copy is shared: the post the case above broke would be named too.
    rmSync(path.join(copy.dir, 'src/content/blog/posts/kubernetes-costs.md'), { force: true });
    writeFileSync(
      path.join(copy.dir, 'src/content/landing/spring-offer.md'),
      [
        '---',
        'title: Spring Offer',
        'description: Two weeks of cloud assessment at half price, for orders placed before the end of May.',
        'slug: spring-offer',
        '---',
        '',
        '<it-services slugs="cloud-infrastructure,blockchain"></it-services>',
        '',
      ].join('\n'),
    );
    const run = spawnSync('npm', ['run', 'build', '--silent'], { cwd: copy.dir, encoding: 'utf8' });
    assert.notEqual(run.status, 0, 'the build failed');
    const output = run.stdout + run.stderr;
    assert.match(output, /src\/content\/landing\/spring-offer\.md/);
    assert.match(
      output,
      /<it-services> slugs="cloud-infrastructure,blockchain" is not allowed \(blockchain unknown\); use a comma-separated list of web-app-development, .*cloud-infrastructure/,
    );
  });
});
