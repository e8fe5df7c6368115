/**
 * The kit's tables on a phone and on a desktop (issue 31, defect 2), in real Chromium: at 390 px
 * the organization's members page and the admin users page do not scroll sideways (the table
 * scrolls inside its own labelled region), every cell is at least 8 characters wide, and at
 * 1280 px an email wraps only after its '@' or before a '.', never inside a word.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.js';
import { shown, signUpThroughScreen, useDemoInBrowser } from './support/demo-in-browser.js';
import { createOrganizationWith } from './support/join-organization.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const tag = randomBytes(3).toString('hex');
// Long names and addresses, as real ones are: the tables must make room for them.
const OWNER = {
  name: 'Maximiliana Beauregard-Smythe',
  email: `maximiliana.beauregard-smythe.${tag}@administration.example.com`,
  password: 'difference-engine-1822',
};
const MEMBER = {
  name: 'Bartholomew Featherstonehaugh',
  email: `bartholomew.featherstonehaugh.${tag}@engineering-department.example.org`,
  password: 'analytical-engine-1843',
};

/** Cells of the table named `name` narrower than 8 characters ('00000000') of their own font. */
function narrowCells(page: Page, name: string): Promise<string[]> {
  return page.evaluate((tableName) => {
    const table = document.querySelector(`table[aria-label="${tableName}"]`);
    if (!table) return [`no table "${tableName}"`];
    const probe = document.createElement('span');
    probe.textContent = '00000000';
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;';
    document.body.append(probe);
    const narrow: string[] = [];
    for (const cell of table.querySelectorAll<HTMLTableCellElement>('th, td')) {
      if (cell.getClientRects().length === 0) continue;
      const style = getComputedStyle(cell);
      probe.style.font = style.font;
      probe.style.letterSpacing = style.letterSpacing;
      const eight = probe.getBoundingClientRect().width;
      if (cell.clientWidth < eight) {
        narrow.push(`"${cell.textContent}": ${cell.clientWidth} px < ${eight.toFixed(1)} px`);
      }
    }
    probe.remove();
    return narrow;
  }, name);
}

/**
 * Emails shown in the table named `name` whose rendered lines break elsewhere than after '@' or
 * before '.', with the lines as rendered; and how many emails were checked.
 */
function emailsBrokenMidWord(page: Page, name: string) {
  return page.evaluate((tableName) => {
    const table = document.querySelector(`table[aria-label="${tableName}"]`);
    const broken: string[] = [];
    let checked = 0;
    for (const cell of table?.querySelectorAll<HTMLElement>('td') ?? []) {
      const text = cell.textContent ?? '';
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) continue;
      checked += 1;
      // One rectangle per character: a new line starts where a character's top moves down.
      const chars: Array<{ char: string; top: number }> = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.nodeValue ?? '';
        for (let i = 0; i < value.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ char: value[i] as string, top: rect.top });
        }
      }
      const lines: string[] = [''];
      let ok = true;
      for (let i = 0; i < chars.length; i += 1) {
        const here = chars[i] as { char: string; top: number };
        const before = chars[i - 1];
        if (before && here.top > before.top + 1) {
          if (before.char !== '@' && here.char !== '.') ok = false;
          lines.push('');
        }
        lines[lines.length - 1] += here.char;
      }
      if (!ok) broken.push(lines.join(' | '));
    }
    return { broken, checked };
  }, name);
}

const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The table named `name` scrolls in a labelled region a keyboard can reach. */
async function expectScrollRegion(page: Page, name: string) {
  const region = page.getByRole('table', { name }).locator('xpath=..');
  expect(await region.getAttribute('role')).toBe('region');
  expect(await region.getAttribute('aria-label')).toBe(name);
  expect(await region.getAttribute('tabindex')).toBe('0');
}

describe('tables on phones and desktops (Chromium)', () => {
  const demo = useDemoInBrowser();

  it('sets up an organization with two members with long names and addresses', async () => {
    const { page, server } = demo();
    await page.setViewportSize(DESKTOP);
    await page.goto(server.url);
    await signUpThroughScreen(page, OWNER);
    await shown(page.getByRole('heading', { name: OWNER.name, level: 1 }));
    await createOrganizationWith(page, server.url, 'Analytical Engines', MEMBER);
    await page.reload();
    await shown(
      page.getByRole('table', { name: 'Members' }).getByRole('rowheader', { name: /Bartholomew/ }),
    );
  });

  it.each([
    { page: 'members', path: '/organizations', table: 'Members' },
    { page: 'admin users', path: '/admin', table: 'Users' },
  ])(
    'at 390 px, the $page page does not scroll sideways and every cell is readable',
    async (shape) => {
      const { page, server } = demo();
      await page.setViewportSize(PHONE);
      await page.goto(`${server.url}${shape.path}`);
      const table = page.getByRole('table', { name: shape.table });
      await shown(table.getByRole('rowheader', { name: /Bartholomew/ }));
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await narrowCells(page, shape.table)).toEqual([]);
      await expectScrollRegion(page, shape.table);
      expect(await seriousViolations(page, `${shape.table.toLowerCase()}-phone`)).toEqual([]);
    },
  );

  it('at 1280 px, emails wrap only after the @ or before a dot', async () => {
    const { page, server } = demo();
    await page.setViewportSize(DESKTOP);
    await page.goto(`${server.url}/organizations`);
    await shown(page.getByRole('table', { name: 'Members' }).getByRole('rowheader').nth(1));
    const members = await emailsBrokenMidWord(page, 'Members');
    expect(members).toEqual({ broken: [], checked: 2 });
    await page.goto(`${server.url}/admin`);
    await shown(page.getByRole('table', { name: 'Users' }).getByRole('rowheader').nth(1));
    expect(await emailsBrokenMidWord(page, 'Users')).toEqual({ broken: [], checked: 2 });
  });
});
