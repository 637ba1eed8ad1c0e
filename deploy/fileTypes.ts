/**
 * The files a build holds, by extension: the type they are served with and whether they are worth compressing. nginx's
 * `types` and `gzip_types` and the build's precompression all read this list; a build test fails on an extension it
 * lacks.
 */
export const fileTypes: Readonly<Record<string, {type: string; compress: boolean}>> = {
  html: {type: 'text/html', compress: true},
  css: {type: 'text/css', compress: true},
  js: {type: 'text/javascript', compress: true},
  json: {type: 'application/json', compress: true},
  xml: {type: 'application/xml', compress: true},
  txt: {type: 'text/plain', compress: true},
  md: {type: 'text/markdown', compress: true},
  svg: {type: 'image/svg+xml', compress: true},
  yaml: {type: 'application/yaml', compress: true},
  graphql: {type: 'text/plain', compress: true},
  webmanifest: {type: 'application/manifest+json', compress: true},
  ico: {type: 'image/x-icon', compress: true},
  png: {type: 'image/png', compress: false},
  jpg: {type: 'image/jpeg', compress: false},
  webp: {type: 'image/webp', compress: false},
  avif: {type: 'image/avif', compress: false},
  woff2: {type: 'font/woff2', compress: false},
};

/** Types whose text the browser decodes: served with `charset=utf-8`. */
export const textTypes = [...new Set(Object.values(fileTypes).map(({type}) => type))].filter(
  (type) => type.startsWith('text/') || /[/+](json|xml|yaml|javascript)$/.test(type),
);

export const compressedTypes = [...new Set(Object.values(fileTypes).filter(({compress}) => compress).map(({type}) => type))];

export const compressedExtensions = Object.keys(fileTypes).filter((extension) => fileTypes[extension]!.compress);
