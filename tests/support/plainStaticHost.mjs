// A static host with none of the conveniences `docusaurus serve` has: no clean URLs (a page is found only by its file
// name, /a/b.html; a folder by its index.html), and the site optionally placed under a path prefix it was not built for. The e2e suite starts two:
// one as a plain host, one with the site under /wrong-base/ while it was built for /.
// Usage: node tests/support/plainStaticHost.mjs --dir build --port 3212 [--prefix /wrong-base/]
import {createServer} from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import serveHandler from 'serve-handler';

const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}, port: {type: 'string'}, prefix: {type: 'string', default: '/'}}});
const root = path.resolve(values.dir);
const prefix = values.prefix;

createServer((request, response) => {
  const url = request.url ?? '/';
  if (!url.startsWith(prefix)) {
    response.writeHead(404, {'content-type': 'text/plain'}).end('Not found');
    return;
  }
  const path = `/${url.slice(prefix.length)}`;
  request.url = path.replace(/^([^?]*\/)(\?|$)/, '$1index.html$2');
  void serveHandler(request, response, {public: root, cleanUrls: false, directoryListing: false});
}).listen(Number(values.port), '127.0.0.1');
