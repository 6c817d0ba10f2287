import { type Locator, type Page, expect, test } from './support/test';
import { THEMES, expectAccessiblePage, expectNoViolations, settled, sharedPage, storeSettings, visit } from './support/a11y';
import { DEMO } from './support/accounts';
import { apiToken, demoRouteSamples } from './support/demo-samples';
import { type RouteArea, appRoutes, routeUrl } from './support/routes';
import { openMenu } from './support/keyboard';

// The accessibility gate (issue 10): axe (WCAG 2.2 A and AA) finds nothing on any page of the
// route table, in the dark and the light theme, signed in with a role that may see it, nor with
// any dialog, popover or menu of the shell open. Pages come from the router's own table, so a
// new route is checked without touching this file (a new route parameter needs a sample value).

/** Who visits each layout's pages: nobody for the public pages. */
const VISITOR: Record<RouteArea, string | null> = {
  public: null,
  dashboard: DEMO.artist,
  admin: DEMO.admin,
};

/** Further states of a page that show other controls (query strings on the same route). */
const MORE_STATES: Record<string, string[]> = {
  '/dashboard/account': ['?tab=security', '?tab=settings'],
  // The custom period shows its two date inputs.
  '/admin/behavioral-analytics': ['?range=custom'],
  // Drafts only (incomplete ones list what they miss), and a search that matches nothing.
  '/dashboard/releases/management': ['?filter=draft', '?search=no-such-release-zz'],
  '/reset-password': ['?token=not-a-real-token'],
  '/verify': [`?email=${encodeURIComponent(DEMO.artist)}`],
};

let params: Promise<Record<string, string>> | undefined;

test.beforeAll(async ({ playwright, baseURL }) => {
  if (params) return;
  const request = await playwright.request.newContext({ baseURL });
  params = apiToken(request, DEMO.artist).then((token) => demoRouteSamples(request, token));
  await params.finally(() => request.dispose());
});

const pages = appRoutes();

// Half of the journeys' time: its blocks go to both workers, each block in order on one worker
// with its one signed-in page.
test.describe.configure({ mode: 'parallel' });

test('the route table yields the pages of both specifications', () => {
  expect(pages.length).toBeGreaterThan(60);
});

for (const layout of ['public', 'dashboard', 'admin'] as const) {
  test.describe(`${layout} pages`, () => {
    test.describe.configure({ mode: 'default' });
    const page = sharedPage(VISITOR[layout]);
    for (const { pattern } of pages.filter((candidate) => candidate.area === layout)) {
      test(`${pattern} has no axe violations`, async () => {
        const path = routeUrl(pattern, await params!);
        for (const url of [path, ...(MORE_STATES[pattern] ?? []).map((query) => path + query)]) {
          await expectAccessiblePage(page(), url);
        }
      });
    }
  });
}

interface Overlay {
  name: string;
  at: string;
  /** Opens it on a settled page and returns it once its content has loaded. */
  open: (page: Page) => Promise<Locator>;
  /** Display settings the overlay needs (restored afterwards). */
  settings?: { themeLayout: 'mini' };
  viewport?: { width: number; height: number };
}

const openRosterPopover = async (page: Page) => {
  await page.getByRole('button', { name: /^Artists roster/ }).click();
  const popover = page.getByRole('dialog', { name: 'Your artists' });
  await expect(popover.getByRole('list', { name: 'Roster' })).toBeVisible();
  return popover;
};

const ARTIST_OVERLAYS: Overlay[] = [
  {
    name: 'the search dialog with results',
    at: '/dashboard',
    open: async (page) => {
      await page.keyboard.press('ControlOrMeta+k');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.getByRole('combobox', { name: 'Search artists' }).fill('Luna');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'the account menu',
    at: '/dashboard',
    open: async (page) => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      const menu = page.getByRole('menu', { name: 'Account menu' });
      await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      return menu;
    },
  },
  { name: 'the roster popover', at: '/dashboard', open: openRosterPopover },
  {
    name: 'the roster removal confirmation',
    at: '/dashboard',
    open: async (page) => {
      const popover = await openRosterPopover(page);
      await popover.getByRole('button', { name: /^Remove .* from roster$/ }).last().click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove artist from roster?' });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'the create-release dialog',
    at: '/dashboard',
    open: async (page) => {
      await page.getByRole('navigation').getByRole('button', { name: 'Create release' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Release' });
      await expect(dialog.getByRole('button', { name: 'cancel' })).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'the invite-artist dialog',
    at: '/dashboard',
    open: async (page) => {
      await page.getByRole('navigation').getByRole('button', { name: 'Invite artist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite artist' });
      await dialog.getByRole('combobox', { name: 'Artist' }).fill('Luna');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'a release’s actions menu',
    at: '/dashboard/releases/management?status=DRAFT',
    open: async (page) => {
      await page.getByRole('button', { name: /^Actions for / }).first().click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: 'Delete draft…' })).toBeVisible();
      return menu;
    },
  },
  {
    name: 'the delete-draft confirmation',
    at: '/dashboard/releases/management?status=DRAFT',
    open: async (page) => {
      const menu = await openMenu(page, page.getByRole('button', { name: /^Actions for / }).first());
      await menu.getByRole('menuitem', { name: 'Delete draft…' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this draft?' });
      await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'the artist verification dialog (artist search open)',
    at: '/dashboard/integrations',
    open: async (page) => {
      await page.getByRole('button', { name: 'Verify another artist on Spotify' }).click();
      const dialog = page.getByRole('dialog', { name: 'Find your artist' });
      await dialog.getByRole('combobox').fill('Luna');
      await expect(dialog.getByRole('option').first()).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'the artist profile dialog (from the artist search)',
    at: '/dashboard/integrations',
    open: async (page) => {
      await page.getByRole('button', { name: 'Verify another artist on Spotify' }).click();
      await page.getByRole('dialog', { name: 'Find your artist' }).getByRole('button', { name: "I'm new — create my artist profile" }).click();
      const dialog = page.getByRole('dialog', { name: 'Create your artist profile' });
      await expect(dialog.getByLabel('Artist name')).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'the navigation drawer (390 px)',
    at: '/dashboard',
    viewport: { width: 390, height: 844 },
    open: async (page) => {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('dialog', { name: 'Navigation' });
      await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
      return drawer;
    },
  },
  {
    name: 'the mini navigation with a tooltip',
    at: '/dashboard',
    settings: { themeLayout: 'mini' },
    open: async (page) => {
      await page.getByRole('navigation').getByRole('link', { name: 'Analytics', exact: true }).hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toHaveText('Analytics');
      return tooltip;
    },
  },
];

const ADMIN_OVERLAYS: Overlay[] = [
  {
    name: 'a group flyout of the mini navigation',
    at: '/admin',
    settings: { themeLayout: 'mini' },
    open: async (page) => {
      await page.getByRole('navigation').getByRole('button', { name: 'Email' }).click();
      const flyout = page.getByRole('dialog', { name: 'Email' });
      await expect(flyout.getByRole('link', { name: 'Campaigns' })).toBeVisible();
      return flyout;
    },
  },
  {
    name: 'the online-users popover',
    at: '/admin',
    open: async (page) => {
      await page.getByRole('button', { name: /^Online users/ }).click();
      const popover = page.getByRole('dialog', { name: 'Online users' });
      await expect(popover.getByRole('heading', { name: /users? online/ })).toBeVisible();
      await expect(popover.locator('[aria-busy="true"]')).toHaveCount(0);
      return popover;
    },
  },
  {
    name: 'the online-users tooltip',
    at: '/admin',
    open: async (page) => {
      await page.getByRole('button', { name: /^Online users/ }).hover();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toHaveText(/user\(s\) online/);
      return tooltip;
    },
  },
  {
    name: 'the new-invitation dialog with its field errors',
    at: '/admin/invites',
    open: async (page) => {
      await page.getByRole('button', { name: 'New invitation' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New invitation' });
      await dialog.getByRole('button', { name: 'Create invitation' }).click();
      await expect(dialog.getByText('Email is required')).toBeVisible();
      return dialog;
    },
  },
  {
    name: 'the search dialog (admin)',
    at: '/admin',
    open: async (page) => {
      await page.getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await expect(dialog.getByRole('combobox')).toBeFocused();
      return dialog;
    },
  },
];

for (const [layout, overlays] of [
  ['dashboard', ARTIST_OVERLAYS],
  ['admin', ADMIN_OVERLAYS],
] as const) {
  test.describe(`overlays of the ${layout} shell`, () => {
    test.describe.configure({ mode: 'default' });
    const page = sharedPage(VISITOR[layout]);
    for (const overlay of overlays) {
      test(`${overlay.name} has no axe violations`, async () => {
        const current = page();
        const viewport = current.viewportSize();
        if (overlay.viewport) await current.setViewportSize(overlay.viewport);
        if (overlay.settings) await storeSettings(current, overlay.settings);
        try {
          for (const theme of THEMES) {
            await visit(current, overlay.at, theme);
            const opened = await overlay.open(current);
            await expect(opened).toBeVisible();
            await settled(current);
            await expectNoViolations(current, `${overlay.name} (${theme} theme)`, { coloursOnly: theme !== 'dark' });
          }
        } finally {
          if (overlay.settings) await storeSettings(current, { themeLayout: 'vertical' });
          if (viewport) await current.setViewportSize(viewport);
        }
      });
    }
  });
}
