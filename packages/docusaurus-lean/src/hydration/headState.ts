// What the page's <Head> elements add up to, read the way react-helmet-async 1.x reads them, so that the browser's
// head after client navigation is the one the server wrote (the server still renders with react-helmet-async).
import {Children, Fragment, isValidElement, type ReactNode} from 'react';

export type Attributes = Record<string, unknown>;
/** The tags a <Head> can hold more than one of, each with the attributes that identify it (see `kept`). */
export const listedTags = {
  link: ['rel', 'href'],
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  noscript: ['innerHTML'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
} as const;
export type ListedTag = keyof typeof listedTags;

/** What one <Head> asks for. */
export type HeadRequest = {
  title?: string;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  base?: Attributes;
  tags: Partial<Record<ListedTag, Attributes[]>>;
};

/** What every <Head> of the page adds up to, in the order the head shows it. */
export type HeadState = {
  title?: string;
  titleAttributes: Attributes;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  base: Attributes[];
  tags: Record<ListedTag, Attributes[]>;
};

const htmlNameOfProp: Record<string, string> = {
  accessKey: 'accesskey',
  charSet: 'charset',
  className: 'class',
  contentEditable: 'contenteditable',
  contextMenu: 'contextmenu',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  tabIndex: 'tabindex',
};

const textOf = (children: unknown): string | undefined => (Array.isArray(children) ? children.join('') : (children as string | undefined));

function attributesOf(props: Attributes): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) if (name !== 'children') attributes[htmlNameOfProp[name] ?? name] = value;
  return attributes;
}

const isListedTag = (type: unknown): type is ListedTag => typeof type === 'string' && Object.hasOwn(listedTags, type);

/** One <Head>'s children (tags such as <title>, <meta>, <html>, in fragments or arrays) as a request. */
export function headRequestOf(children: ReactNode, request: HeadRequest = {tags: {}}): HeadRequest {
  Children.forEach(children, (child) => {
    if (!isValidElement<Attributes & {children?: ReactNode}>(child)) return;
    const {type, props} = child;
    if (type === Fragment) {
      headRequestOf(props.children, request);
    } else if (type === 'title') {
      request.title = textOf(props.children);
      request.titleAttributes = {...request.titleAttributes, ...attributesOf(props)};
    } else if (type === 'html' || type === 'body') {
      const key = type === 'html' ? 'htmlAttributes' : 'bodyAttributes';
      request[key] = {...request[key], ...attributesOf(props)};
    } else if (type === 'base') {
      request.base = attributesOf(props);
    } else if (isListedTag(type)) {
      const tag = attributesOf(props);
      const content = textOf(props.children);
      if (content) tag[type === 'style' ? 'cssText' : 'innerHTML'] = content;
      (request.tags[type] ??= []).push(tag);
    }
  });
  return request;
}

const lowerCase = (value: unknown) => String(value).toLowerCase();

/**
 * The attribute that identifies a tag among the same kind of tags: the last of the kind's identifying attributes the
 * tag has, except that a canonical link is identified by its rel and a stylesheet link by its href (react-helmet's rule).
 */
function identifyingAttribute(tag: Attributes, identifying: readonly string[]): string | undefined {
  let found: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    const canonicalAlready = found === 'rel' && lowerCase(tag.rel) === 'canonical';
    const stylesheetRel = lower === 'rel' && lowerCase(tag[lower]) === 'stylesheet';
    if (identifying.includes(lower) && !canonicalAlready && !stylesheetRel) found = lower;
    if (identifying.includes(name) && (name === 'innerHTML' || name === 'cssText' || name === 'itemprop')) found = name;
  }
  return found;
}

/**
 * The tags of one kind that the page keeps: a later <Head> replaces an earlier one's tag with the same identifying
 * attribute and value (say `name="description"`); tags with no identifying attribute are left out.
 */
function kept(requests: HeadRequest[], kind: ListedTag): Attributes[] {
  const claimed = new Map<string, Set<string>>();
  const keptPerRequest: Attributes[][] = [];
  for (const request of [...requests].reverse()) {
    const tags = request.tags[kind];
    if (!tags) continue;
    const claimedHere: [string, string][] = [];
    keptPerRequest.unshift(
      tags.filter((tag) => {
        const attribute = identifyingAttribute(tag, listedTags[kind]);
        if (!attribute || !tag[attribute]) return false;
        const value = lowerCase(tag[attribute]);
        if (claimed.get(attribute)?.has(value)) return false;
        claimedHere.push([attribute, value]);
        return true;
      }),
    );
    for (const [attribute, value] of claimedHere) claimed.set(attribute, (claimed.get(attribute) ?? new Set()).add(value));
  }
  return keptPerRequest.flat();
}

function merged(requests: HeadRequest[], key: 'titleAttributes' | 'htmlAttributes' | 'bodyAttributes'): Attributes {
  return Object.assign({}, ...requests.map((request) => request[key]));
}

/** The head that the requests, in the order their <Head>s first rendered, add up to. */
export function headStateOf(requests: HeadRequest[]): HeadState {
  const innermost = [...requests].reverse();
  const base = innermost.find((request) => request.base && Object.keys(request.base).some((name) => name.toLowerCase() === 'href' && request.base?.[name]))?.base;
  return {
    title: innermost.find((request) => Object.hasOwn(request, 'title'))?.title || undefined,
    titleAttributes: merged(requests, 'titleAttributes'),
    htmlAttributes: merged(requests, 'htmlAttributes'),
    bodyAttributes: merged(requests, 'bodyAttributes'),
    base: base ? [base] : [],
    tags: {link: kept(requests, 'link'), meta: kept(requests, 'meta'), noscript: kept(requests, 'noscript'), script: kept(requests, 'script'), style: kept(requests, 'style')},
  };
}
