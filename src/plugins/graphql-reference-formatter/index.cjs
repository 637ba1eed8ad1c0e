// The @graphql-markdown formatter module of the GraphQL reference: the plugin's own Docusaurus MDX formatter, plus
// printer hooks that give every generated page a `description` front matter (its <meta name="description">) and a
// first line that says what the page documents ("A mutation of the workflow service.").
const docusaurusMdx = require('@graphql-markdown/docusaurus/mdx');

const maxLength = 160;

/** What a reader calls the thing a page documents, and what its page shows when the schema does not describe it. */
const kinds = {
  query: {label: 'query', shows: 'its arguments, what it returns and the scopes it needs.'},
  mutation: {label: 'mutation', shows: 'its input, its payload and the scopes it needs.'},
  subscription: {label: 'subscription', shows: 'its arguments and the events it sends.'},
  object: {label: 'object type', shows: 'its fields and where it is used.'},
  interface: {label: 'interface', shows: 'its fields and the types that implement it.'},
  union: {label: 'union', shows: 'its member types and where it is used.'},
  enum: {label: 'enum', shows: 'its values and where it is used.'},
  input: {label: 'input type', shows: 'its fields and the operations that take it.'},
  scalar: {label: 'scalar', shows: 'the values it accepts and where it is used.'},
  directive: {label: 'directive', shows: 'its arguments and where it can be used.'},
};

/** graphql-js class names (their Symbol.toStringTag) by kind; tags work across copies of the graphql package. */
const kindsByTag = {
  GraphQLDirective: 'directive',
  GraphQLObjectType: 'object',
  GraphQLInterfaceType: 'interface',
  GraphQLUnionType: 'union',
  GraphQLEnumType: 'enum',
  GraphQLInputObjectType: 'input',
  GraphQLScalarType: 'scalar',
};

/** The kind of a schema entity, as a key of `kinds`; operations are told apart by the root type that holds them. */
function entityKind(entity, schema) {
  const tag = Object.prototype.toString.call(entity).slice('[object '.length, -1);
  if (kindsByTag[tag]) return kindsByTag[tag];
  const roots = {query: schema?.getQueryType(), mutation: schema?.getMutationType(), subscription: schema?.getSubscriptionType()};
  const root = Object.entries(roots).find(([, type]) => type?.getFields()[entity.name] === entity);
  return root ? root[0] : 'object';
}

/** The first paragraph of an SDL description as one line of plain text (no Markdown code, emphasis or links). */
function plainSummary(description) {
  const [paragraph = ''] = (description ?? '').trim().split(/\n\s*\n/);
  return paragraph
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Lower-cases the first letter of an ordinary capitalised word, so the summary reads on after a colon. */
function continueSentence(text, names) {
  const [firstWord = ''] = text.split(' ');
  return /^[A-Z][a-z]*(-[a-z]+)*$/.test(firstWord) && !names.has(firstWord) ? text[0].toLowerCase() + text.slice(1) : text;
}

/** Cuts text to at most `limit` characters: whole sentences if one fits, else whole words and an ellipsis. */
function fitText(text, limit) {
  if (text.length <= limit) return text;
  let fitted = '';
  for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z])/)) {
    const longer = fitted ? `${fitted} ${sentence}` : sentence;
    if (longer.length > limit) break;
    fitted = longer;
  }
  if (fitted) return fitted;
  const cut = text.slice(0, limit).replace(/\s+\S*$/, '').replace(/[\s,;:(-]+$/, '');
  return `${cut}…`;
}

/**
 * The meta description of a reference page: which entity of which service it documents, then what the schema says
 * about it, at most 160 characters.
 */
function pageDescription({name, kind, service, sdlDescription, names = new Set()}) {
  const {label, shows} = kinds[kind];
  const shownName = kind === 'directive' ? `@${name}` : name;
  const lead = `The ${shownName} ${label} of the Onramp ${service} GraphQL API`;
  const summary = plainSummary(sdlDescription);
  const tail = summary ? continueSentence(summary, names) : shows;
  return `${lead}: ${fitText(tail, maxLength - lead.length - 2)}`;
}

/** The service a page belongs to: the last segment of the plugin's `baseURL` (graphql/<service>). */
function serviceOf(basePath) {
  return String(basePath ?? '').split('/').filter(Boolean).pop() ?? 'GraphQL';
}

async function beforePrintTypeHook(event) {
  const {type, options} = event.data;
  const schema = options.schema;
  const names = new Set(Object.keys(schema?.getTypeMap() ?? {}));
  const description = pageDescription({
    name: type.name,
    kind: entityKind(type, schema),
    service: serviceOf(options.basePath),
    sdlDescription: type.description,
    names,
  });
  // The printer writes front matter values as they are; a JSON string is a valid YAML double-quoted scalar.
  // Sections are h2 and their entries h3 (see raiseHeadings), so the site-wide table of contents (levels 2-3) lists both.
  options.frontMatter = {...options.frontMatter, description: JSON.stringify(description)};
}

/** The page's opening line: the kind of entity and its service, so readers (and the site search) see what it is. */
function kindLine(kind, service) {
  const {label} = kinds[kind];
  return `${/^[aeiou]/.test(label) ? 'An' : 'A'} ${label} of the ${service} service.`;
}

/** Puts `line` before a page section's content, which the printer gives as a string, a list of sections or nothing. */
function prependToSection(section, line) {
  const content = section?.content;
  if (Array.isArray(content)) return {...section, content: [{content: line}, ...content]};
  return {...section, content: content ? `${line}\n\n${content}` : line};
}

/**
 * The printer heads a page's sections (Fields, Arguments, Type, Member Of...) at h3 and their entries at h4, right under
 * the page's h1: one level up each (outside code fences), so headings do not skip a level (WCAG heading order).
 */
function raiseHeadings(markdown) {
  let fence = null;
  return markdown
    .split('\n')
    .map((line) => {
      const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
      if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
      return fence === null && /^#{3,6} /.test(line) ? line.slice(1) : line;
    })
    .join('\n');
}

async function afterPrintTypeHook(event) {
  if (typeof event.output === 'string') event.output = raiseHeadings(event.output);
}

async function beforeComposePageTypeHook(event) {
  const {type, options, sections} = event.data;
  sections.description = prependToSection(sections.description, kindLine(entityKind(type, options.schema), serviceOf(options.basePath)));
}

/** A scalar's "Specified by" heading: the word, linked, without the library's ⎘ glyph (which search showed as the title). */
function formatMDXSpecifiedByLink(url) {
  return `[Specification](${url})`;
}

/**
 * Badges and the bullet as plain spans instead of the library's <Badge> and <Bullet> components: the table of contents
 * copies heading markup as HTML, where those components came out as unknown <badge> and <bullet> elements.
 */
function formatMDXBadge({text, classname}) {
  const modifier = typeof classname === 'string' ? ` badge--${classname.toLowerCase()}` : '';
  return `<span className="badge badge--secondary${modifier}">${text}</span>`;
}

function formatMDXBullet(text = '') {
  return `<span className="graphql-bullet">●</span>${text}`;
}

/** The generator prefers a module's formatter factory over its single functions, so ours applies the overrides. */
function createMDXFormatter(meta) {
  return {...docusaurusMdx.createMDXFormatter(meta), formatMDXBadge, formatMDXBullet, formatMDXSpecifiedByLink};
}

module.exports = {
  ...docusaurusMdx,
  createMDXFormatter,
  formatMDXBadge,
  formatMDXBullet,
  formatMDXSpecifiedByLink,
  beforePrintTypeHook,
  beforeComposePageTypeHook,
  afterPrintTypeHook,
  pageDescription,
  entityKind,
  fitText,
  plainSummary,
  kindLine,
  prependToSection,
  raiseHeadings,
};
