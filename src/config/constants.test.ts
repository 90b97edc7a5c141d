import fs from 'node:fs';
import path from 'node:path';
import { CHAT_WIDGET_WIDTH, DESKTOP_BREAKPOINT_PX } from './constants';

/** Every style sheet of the site: CSS cannot import the constants, so they are compared here. */
const SRC = path.resolve(__dirname, '..');
const styleSheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
const css = (file: string) => fs.readFileSync(file, 'utf8');

describe('the style sheets use the constants', () => {
  it('has style sheets to check', () => {
    expect(styleSheets(SRC).map((file) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining(['styles/global.css', 'features/chat/chat.css']),
    );
  });

  it(`switches layouts only at the desktop breakpoint (${DESKTOP_BREAKPOINT_PX} px)`, () => {
    const widths = styleSheets(SRC).flatMap((file) =>
      [...css(file).matchAll(/\((min|max)-width:\s*([^)]+)\)/g)].map(([, bound, value]) => `${bound} ${value.trim()}`),
    );
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) {
      expect([`max ${DESKTOP_BREAKPOINT_PX}px`, `min ${DESKTOP_BREAKPOINT_PX + 1}px`]).toContain(width);
    }
  });

  it(`makes the chat panel ${CHAT_WIDGET_WIDTH} wide on desktops`, () => {
    const chat = css(path.join(SRC, 'features', 'chat', 'chat.css'));
    const desktop = chat.slice(chat.indexOf(`@media (min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`));
    const panelRule = /\.chat-panel\s*\{([^}]*)\}/.exec(desktop)?.[1] ?? '';
    expect(panelRule).toMatch(new RegExp(`(^|[\\s;])width:\\s*${CHAT_WIDGET_WIDTH.replace('.', '\\.')};`));
  });
});
