import {describe, expect, it} from 'vitest';
import {substituteFrontMatterTokens, substituteTokens} from '../../src/config/frontMatterTokens';
import {frontMatterTokens} from '../../src/site';

describe('front matter tokens', () => {
  it('replace product tokens in slugs and titles', () => {
    const frontMatter = {
      title: 'Onboarding to {{product.name}}',
      slug: '/getting-started/onboarding_to_{{ product.slug }}',
      sidebar_position: 2,
      keywords: ['{{product.name}} setup'],
    };
    expect(substituteFrontMatterTokens(frontMatter, frontMatterTokens)).toEqual({
      title: 'Onboarding to Onramp',
      slug: '/getting-started/onboarding_to_onramp',
      sidebar_position: 2,
      keywords: ['Onramp setup'],
    });
  });

  it('leave text without tokens untouched', () => {
    expect(substituteTokens('Plain {title} with braces', frontMatterTokens)).toBe('Plain {title} with braces');
  });

  it('fail loudly on an unknown token, naming the file', () => {
    expect(() => substituteTokens('{{product.nmae}}', frontMatterTokens, 'docs/a.md')).toThrow(
      /Unknown token "\{\{product\.nmae\}\}" in docs\/a\.md/,
    );
  });
});
