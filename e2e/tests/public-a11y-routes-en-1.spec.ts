import { expect, test } from '../fixtures';
import { auditRouteShare } from '../fixtures/route-audit';

// Issue 25: axe (at 375 and 1440 px) and pa11y's WCAG2AA checks find nothing on any public route.
// This file: the English pages, share 1 of 2 (four files, so that the shards share the pass).
test.use({ locale: 'en-GB' });

test(
  'public routes (en, share 1 of 2) have no axe violations at 375 and 1440 px and no HTML_CodeSniffer WCAG2AA errors',
  // Seconds ÷ 6, as e2e/run-shards.mjs weighs files: measured 174 s on the 2-core machine under load.
  { annotation: { type: 'shard-weight', description: '29' } },
  async ({ page }) => {
    test.setTimeout(600_000);
    const found = await auditRouteShare(page, 'en', 1, 2);
    expect(found, `accessibility findings:\n${found.join('\n')}`).toEqual([]);
  },
);
