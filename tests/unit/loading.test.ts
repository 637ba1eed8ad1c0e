import {createElement, isValidElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';
import Loading from '../../src/theme/Loading';

const render = (props: {error?: unknown; pastDelay?: boolean; retry?: () => void}) =>
  renderToStaticMarkup(createElement(Loading, {isLoading: !props.error, timedOut: false, pastDelay: false, error: undefined, retry: () => undefined, ...props}));

describe('Loading (a route whose chunk is still loading or failed)', () => {
  it('shows nothing during the first moments, then the site spinner', () => {
    expect(render({})).toBe('');
    expect(render({pastDelay: true})).toMatch(/role="status".*Loading the page…/);
  });

  it("shows the site's error box with the error and a Retry that loads the route again", () => {
    const html = render({error: new Error('Loading chunk 106 failed.'), pastDelay: true});
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('Could not load this page.');
    expect(html).toContain('Loading chunk 106 failed.');
    expect(html).toMatch(/<button type="button"[^>]*>Retry<\/button>/);
    expect(render({error: 'offline'})).toContain('offline');
    const retry = vi.fn();
    const box = Loading({isLoading: false, timedOut: false, pastDelay: true, error: new Error('x'), retry}) as ReactElement<{onRetry: () => void}>;
    expect(isValidElement(box)).toBe(true);
    box.props.onRetry();
    expect(retry).toHaveBeenCalledOnce();
  });
});
