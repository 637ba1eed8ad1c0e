import {createRequire} from 'node:module';
import {join} from 'node:path';
import postcss, {type AcceptedPlugin} from 'postcss';
import {describe, expect, it} from 'vitest';
import infimaUnusedRulesPlugin, {infimaStylesheet, infimaUnusedRules, requiredClasses} from '../../src/plugins/infima-unused-rules';

const {PostCssPluginWrapInLayer} = createRequire(__filename)('@docusaurus/plugin-css-cascade-layers/lib/postCssPlugin.js') as {
  PostCssPluginWrapInLayer: (options: {layers: Record<string, (file: string) => boolean>}) => AcceptedPlugin;
};

const infima = '/site/node_modules/infima/dist/css/default/default.css';
const css = [
  '.badge--success{color:green}',
  '.navbar{display:flex}',
  '.col--offset-1{margin-left:25%}',
  '.hero--dark,.navbar--dark{color:#000}',
  '[data-theme=dark] .menu__link{color:#fff}',
  '.button:not(.button--unknown){cursor:pointer}',
  '@media (min-width:997px){.pills--block{display:flex}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  ':root{--ifm-color-primary:#4338ca;--ifm-link-color:var(--ifm-color-primary);--ifm-unheard-of-size:3px;--other-prefix:1}',
  '.navbar{color:var(--ifm-navbar-link-color)}',
].join('');
const run = (from: string, plugins: AcceptedPlugin[] = [infimaUnusedRules()]) => postcss(plugins).process(css, {from});

// Three tests read and scan every class-name source (about 1,100 files, 4 MB): 5.4 s for the first on a shared two-core
// machine under load, over Vitest's default 5 s.
describe('infima-unused-rules', {timeout: 30_000}, () => {
  it("runs on Infima's stylesheet only, before Docusaurus's other PostCSS plugins", () => {
    expect(infimaStylesheet.test(infima)).toBe(true);
    expect(infimaStylesheet.test('/site/src/css/custom.css')).toBe(false);
    const options = {plugins: [{postcssPlugin: 'postcss-wrap-in-layer'}] as {postcssPlugin: string}[]};
    const configured = (infimaUnusedRulesPlugin().configurePostCss as (options: {plugins: unknown[]}) => {plugins: {postcssPlugin: string}[]})(options);
    expect(configured.plugins.map(({postcssPlugin}) => postcssPlugin)).toEqual(['infima-unused-rules', 'postcss-wrap-in-layer']);
  });

  it('counts only the classes an element must have: not those in :not(), :is(), :where() or :has(), nor attribute values', () => {
    expect(requiredClasses('.navbar__items--center .navbar__brand')).toEqual(['navbar__items--center', 'navbar__brand']);
    expect(requiredClasses(':where(.button--primary):not(.button--outline):hover')).toEqual([]);
    expect(requiredClasses('[data-theme=dark] .menu__link[href=".x"]')).toEqual(['menu__link']);
    expect(requiredClasses('.a:not(.b:is(.c))')).toEqual(['a']);
  });

  it("drops the rules of classes no source names, in media queries too; keeps this site's, those built from parts, and keyframes", async () => {
    const {css: output} = await run(infima);
    expect(output).toContain('.navbar{display:flex}');
    expect(output).toContain('[data-theme=dark] .menu__link{color:#fff}');
    expect(output).toContain('.button:not(.button--unknown){cursor:pointer}');
    expect(output).toContain('@keyframes spin');
    // The OpenAPI theme builds its method badges' classes from a prefix: no source names them whole.
    expect(output).toContain('.badge--success{color:green}');
    expect(output).not.toContain('col--offset-1');
    expect(output).not.toContain('pills--block');
    expect(output).not.toContain('@media');
    // Of a selector list, only the selectors no source can match go.
    expect(output).toContain('.navbar--dark{color:#000}');
    expect(output).not.toContain('hero--dark');
  });

  it("drops Infima's custom properties that no source and no remaining value names", async () => {
    const {css: output} = await run(infima);
    // --ifm-link-color is named by the theme's stylesheets; its value names --ifm-color-primary.
    expect(output).toContain('--ifm-link-color:var(--ifm-color-primary)');
    expect(output).toContain('--ifm-color-primary:#4338ca');
    expect(output).not.toContain('--ifm-unheard-of-size');
    // Only Infima's own: other properties stay.
    expect(output).toContain('--other-prefix:1');
  });

  it("works under Docusaurus's cascade layers, whose wrapper leaves rules that a later plugin could not remove", async () => {
    const wrap = PostCssPluginWrapInLayer({layers: {'docusaurus.infima': (file) => infimaStylesheet.test(file)}});
    const {css: output} = await run(infima, [infimaUnusedRules(), wrap]);
    expect(output).toMatch(/^@layer docusaurus\.infima\s*\{/);
    expect(output).toContain('.navbar{display:flex}');
    expect(output).not.toContain('col--offset-1');
  });

  it('declares every source as a dependency of the stylesheet, so watched and cached builds read them again', async () => {
    const files = [join(__dirname, '../../docusaurus.config.ts')];
    const {messages} = await run(infima, [infimaUnusedRules(() => files)]);
    expect(messages).toContainEqual({type: 'dependency', plugin: 'infima-unused-rules', file: files[0], parent: infima});
    expect(messages.filter(({type}) => type === 'dir-dependency').map(({dir}) => (dir as string).split('/').at(-1))).toEqual(['src', 'docs', 'docs-graphql', 'generated', 'i18n']);
  });

  it('leaves every other stylesheet as it is', async () => {
    expect((await run('/site/src/css/custom.css')).css).toBe(css);
  });
});
