import postcss from 'postcss';
import {describe, expect, it} from 'vitest';
import {dropGraphiqlFontFaces} from '../../src/plugins/graphql-explorer-support';

const stylesheet = `@font-face{font-family:Roboto;src:url(data:font/woff2;base64,AAAA)}
.graphiql-container{--font-family:"Roboto",sans-serif}
@font-face{font-family:"Fira Code";src:url(data:font/woff;base64,BBBB)}`;

const processed = async (from: string) => (await postcss([dropGraphiqlFontFaces]).process(stylesheet, {from})).css;

describe('GraphiQL stylesheet without embedded fonts', () => {
  it('drops the @font-face rules of GraphiQL’s stylesheet and keeps its other rules', async () => {
    const css = await processed('/site/node_modules/graphiql/dist/style.css');
    expect(css).not.toContain('@font-face');
    expect(css).not.toContain('base64');
    expect(css).toContain('.graphiql-container{--font-family:"Roboto",sans-serif}');
  });

  it('matches Windows paths too', async () => {
    expect(await processed('C:\\site\\node_modules\\graphiql\\dist\\style.css')).not.toContain('@font-face');
  });

  it('leaves @font-face rules of every other stylesheet alone', async () => {
    expect((await processed('/site/src/css/custom.css')).match(/@font-face/g)).toHaveLength(2);
    expect((await processed('/site/node_modules/@graphiql/react/dist/style.css')).match(/@font-face/g)).toHaveLength(2);
  });
});
