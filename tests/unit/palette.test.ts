import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBackground, codeTokenColors, prismTheme} from '../../src/config/prismTheme';
import {blendOver, contrastRatio, declaredCustomProperties, resolveProperty} from '../support/contrast';
import {rootDir} from '../support/docs';

/** The site's effective palette: Infima's defaults, overridden by src/css/custom.css. */
const palette = new Map([
  ...declaredCustomProperties(join(rootDir, 'node_modules', 'infima', 'dist', 'css', 'default', 'default.css')),
  ...declaredCustomProperties(join(rootDir, 'src', 'css', 'custom.css')),
]);
const color = (name: string) => resolveProperty(palette, name);
const white = '#ffffff';

/** Text colours, each against every background it is drawn on (WCAG 1.4.3: at least 4.5:1). */
const textPairs: [what: string, foreground: string, background: string][] = [
  ['links and the active navbar item on white', color('--ifm-color-primary'), white],
  ['hovered links on white', color('--ifm-color-primary-dark'), white],
  ['visited and pressed link shades on white', color('--ifm-color-primary-darker'), white],
  ['body text on white', color('--ifm-color-content'), white],
  ['body text on panels', color('--ifm-color-content'), color('--onramp-surface')],
  ['secondary text (table of contents) on white', color('--ifm-color-content-secondary'), white],
  ['sidebar menu text on white', color('--ifm-menu-color'), white],
  ['muted text on white', color('--onramp-muted-text'), white],
  ['muted text on panels', color('--onramp-muted-text'), color('--onramp-surface')],
  ['inline code on its background', color('--ifm-color-content'), color('--ifm-code-background')],
  ['button text on primary buttons', white, color('--ifm-color-primary')],
  ['footer links on the footer', color('--ifm-color-secondary'), color('--ifm-footer-background-color')],
  ['footer copyright on the footer', color('--onramp-footer-muted-text'), color('--ifm-footer-background-color')],
  ['REST method badge (other verbs)', color('--onramp-method-badge-text'), color('--onramp-method-badge-background')],
  ['REST method badge POST', color('--onramp-method-badge-text'), color('--onramp-method-post-background')],
  ['REST method badge GET', color('--onramp-method-badge-text'), color('--onramp-method-get-background')],
  ...(['success', 'info', 'warning', 'danger'] as const).flatMap((status): [string, string, string][] => [
    [`white on ${status} badges and active response codes`, white, color(`--ifm-color-${status}`)],
    [`${status} text (required markers, status words) on white`, color(`--ifm-color-${status}`), white],
  ]),
  ...(['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const).map((kind): [string, string, string] => [
    `${kind} admonition text on its background`,
    color(`--ifm-color-${kind}-contrast-foreground`),
    color(`--ifm-color-${kind}-contrast-background`),
  ]),
];

const highlightedLine = blendOver(color('--docusaurus-highlighted-code-line-bg'), codeBackground);

describe('colour palette contrast (WCAG 2.2 AA)', () => {
  it.each(textPairs)('%s: at least 4.5:1', (_what, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(codeTokenColors))('code token colour %s: at least 4.5:1 on code blocks and highlighted lines', (_name, token) => {
    expect(contrastRatio(token, codeBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token, highlightedLine)).toBeGreaterThanOrEqual(4.5);
  });

  it('covers a code block that scrolls sideways with the code background, so only its edge shadow shows', () => {
    const css = readFileSync(join(rootDir, 'src', 'css', 'custom.css'), 'utf8');
    expect(css.match(/--code-scroll-cover:\s*([^;]+);/)?.[1].toLowerCase()).toBe(codeBackground.toLowerCase());
  });

  it('uses only palette colours in the code theme, at full opacity', () => {
    const used = [prismTheme.plain.color, ...prismTheme.styles.map((style) => style.style.color)].filter(Boolean);
    expect(used.filter((value) => !Object.values(codeTokenColors).includes(value as never))).toEqual([]);
    expect(prismTheme.styles.filter((style) => style.style.opacity !== undefined)).toEqual([]);
  });

  it('keeps the focus ring at least 3:1 against white and the panels (WCAG 1.4.11)', () => {
    expect(contrastRatio(color('--onramp-focus-ring'), white)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(color('--onramp-focus-ring'), color('--onramp-surface'))).toBeGreaterThanOrEqual(3);
  });

  it('keeps the GraphQL explorer text colours at 4.5:1 on its white editors and grey panels', () => {
    const file = join(rootDir, 'src', 'components', 'GraphqlExplorer', 'graphiqlPalette.css');
    const graphiql = declaredCustomProperties(file, '.graphql-explorer .graphiql-container');
    const neutral = '219, 28%, 32%';
    // GraphiQL's panels (sidebar, tab bar, toolbar) tint white with its neutral colour at 7 % (--alpha-background-light).
    const panel = blendOver(`hsla(${neutral}, 0.07)`, white);
    const texts = [
      ...['primary', 'secondary', 'tertiary', 'info', 'success', 'warning', 'error'].map((name) => `hsl(${graphiql.get(`--color-${name}`)})`),
      `hsla(${neutral}, ${graphiql.get('--alpha-secondary')})`,
      `hsla(${neutral}, ${graphiql.get('--alpha-tertiary')})`,
    ];
    const weak = texts.flatMap((text) =>
      [white, panel].filter((background) => contrastRatio(text, background) < 4.5).map((background) => `${text} on ${background}`),
    );
    expect(weak).toEqual([]);
  });

  it('computes contrast the WCAG way', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('rgb(0 0 0 / 50%)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#fff'), 1);
    expect(contrastRatio('hsl(0, 0%, 0%)', 'hsl(0, 0%, 100%)')).toBeCloseTo(21, 5);
  });
});
