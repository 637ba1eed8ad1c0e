// @ts-check
// The code generators behind the REST reference's language tabs (src/config/restApi.ts `restLanguageTabs`), every
// variant of each, in postman-code-generators' own registry format. It stands in for the package's registry of all 35
// generators, so the API pages do not download generators for languages they never show. The requires stay literal so
// the bundler includes these generators and no others.
/** @param {string} lang @param {string} variant @param {string} syntaxMode @param {unknown} main */
const generator = (lang, variant, syntaxMode, main) => ({type: 'code_generator', lang, variant, syntax_mode: syntaxMode, main});

module.exports = [
  generator('csharp', 'HttpClient', 'csharp', require('postman-code-generators/codegens/csharp-httpclient/index.js')),
  generator('csharp', 'RestSharp', 'csharp', require('postman-code-generators/codegens/csharp-restsharp/index.js')),
  generator('curl', 'cURL', 'powershell', require('postman-code-generators/codegens/curl/index.js')),
  generator('go', 'Native', 'golang', require('postman-code-generators/codegens/golang/index.js')),
  generator('java', 'OkHttp', 'java', require('postman-code-generators/codegens/java-okhttp/index.js')),
  generator('java', 'Unirest', 'java', require('postman-code-generators/codegens/java-unirest/index.js')),
  generator('nodejs', 'Axios', 'javascript', require('postman-code-generators/codegens/nodejs-axios/index.js')),
  generator('nodejs', 'Native', 'javascript', require('postman-code-generators/codegens/nodejs-native/index.js')),
  generator('nodejs', 'Request', 'javascript', require('postman-code-generators/codegens/nodejs-request/index.js')),
  generator('nodejs', 'Unirest', 'javascript', require('postman-code-generators/codegens/nodejs-unirest/index.js')),
  generator('php', 'cURL', 'php', require('postman-code-generators/codegens/php-curl/index.js')),
  generator('php', 'Guzzle', 'php', require('postman-code-generators/codegens/php-guzzle/index.js')),
  generator('php', 'HTTP_Request2', 'php', require('postman-code-generators/codegens/php-httprequest2/index.js')),
  generator('php', 'pecl_http', 'php', require('postman-code-generators/codegens/php-pecl-http/index.js')),
  generator('python', 'http.client', 'python', require('postman-code-generators/codegens/python-http.client/index.js')),
  generator('python', 'Requests', 'python', require('postman-code-generators/codegens/python-requests/index.js')),
  generator('Ruby', 'Net::HTTP', 'ruby', require('postman-code-generators/codegens/ruby/index.js')),
];
