/** The malformed pieces the fuzz corpus (./fuzz-corpus.ts) is built from. */
import { API_PATHS } from '../../src/lib/api-paths';
import { FUZZ_FILES } from './fuzz-case';

export const PREFIXES = [
  '/',
  '/images/',
  '/images/en/modules/2/',
  '/audio/en/',
  '/videos/',
  '/pdfs/',
  '/assets/',
  '/toolkit/en/',
  '/toolkit/en/training/module/4/',
  '/content-index/',
  '/api/operational-toolkit/',
  '/api/__mock/',
];
export const depth = (prefix: string) => prefix.split('/').filter(Boolean).length;

/** Not a percent escape at all: nginx and the mock server answer 400. */
export const BAD_ESCAPES = ['%', '%A', '%zz', '%E0%A4%A', '%G1', '%%', '%u0041', '%2'];
/** Well-formed escapes of bytes that are not UTF-8 (nginx takes the bytes, Node cannot decode them). */
export const NOT_UTF8 = ['%E0%A4', '%C0%AE', '%ED%A0%80', '%FF', '%80', '%C0%AF'];
/** Folders a build or a checkout keeps and no server may serve, plainly and escaped. */
export const DOT_FOLDERS = ['.deploy', '.git', '.env', '.hidden', '%2edeploy', '%2Egit', '.%64eploy'];
export const DOT_FILES = ['', '/', '/headers.json', '/csp.conf', '/config', '/x.svg', '%2fheaders.json'];
export const DOTDOT = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.'];
/** Ends that cannot complete an escape (no hex digit first). */
export const TAILS = ['', '/', '.svg', '/index.html', '?q=1'];
/** Characters and pieces that confuse path handling; no space, CR or LF (they end the request line). */
export const PATH_PIECES = [
  'a',
  'é',
  '.',
  '/',
  '//',
  '%',
  '2',
  'e',
  'f',
  'E',
  '\\',
  '?',
  '#',
  ';',
  '~',
  '%2e',
  '%2f',
  '%5c',
  '%25',
  '%00',
  '..',
  '%20',
  '+',
  '*',
  ':',
];

export const NO_HEX_START = (s: string) => !/^[0-9a-fA-F]/.test(s);

export const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'MKCOL',
  'COPY',
  'LOCK',
  'SEARCH',
  'PURGE',
  'M-SEARCH',
  'get',
  'FOO',
  'CONNECT',
];
export const PLAIN_TARGETS = [
  FUZZ_FILES.page,
  FUZZ_FILES.shell,
  FUZZ_FILES.image,
  FUZZ_FILES.audio,
  API_PATHS.login,
  API_PATHS.pdf,
  '/api/__mock/state',
  '*',
  '127.0.0.1:443',
];

export const RANGES = [
  'bytes=abc',
  'bytes=5-1',
  'bytes=0-1,5-6',
  'bytes=0-0,-1',
  'bytes=99999999999999999999-',
  'bytes=-99999999999999999999',
  'bytes=-0',
  'bytes=--5',
  'items=0-1',
  'bytes=',
  'bytes=1-2-3',
  `bytes=0-${'9'.repeat(400)}`,
  `bytes=${'0-1,'.repeat(500)}2-3`,
  'bytes=1e3-2e3',
  'bytes=0x10-0x20',
];
/** Values for headers a server reads; each a client may get wrong. */
export const HEADER_VALUES: Record<string, string[]> = {
  Range: RANGES,
  'If-Range': ['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'garbage', 'W/'],
  'If-None-Match': ['*', '"', 'W/', '"a", "b"'],
  'If-Modified-Since': ['yesterday', 'Thu, 01 Jan 99999 00:00:00 GMT'],
  Origin: [
    'null',
    'http://evil.example',
    'https://toolkit.example.org',
    'http://localhost:1',
    '*',
    'a'.repeat(5000),
    'http://é.example',
    'javascript:alert(1)',
  ],
  Host: ['', 'a..b', '[::1', 'évil.example', 'x'.repeat(300), 'localhost:99999', 'localhost:-1', 'a@b'],
  'Accept-Encoding': ['gzip;q=abc', '*;q=0', 'br, gzip, deflate, x, '.repeat(100), 'identity;q=0'],
  Cookie: ['toolkit-mock-client=%E0%A4%A', 'toolkit-mock-client=', '=;;;=', `a=${'a'.repeat(8000)}`, 'toolkit-mock-client="'],
  Accept: ['*/*;q=x', 'text/html;;;', 'application/json'.repeat(200)],
  'Access-Control-Request-Method': ['TRACE', 'POST', 'GET, POST', ''],
  'Access-Control-Request-Headers': ['content-type, x-evil', '*', ''],
  'X-Forwarded-For': ['1.2.3.4', 'not an address', '::1, 10.0.0.1, ' + '9.9.9.9, '.repeat(100)],
  'User-Agent': ['', '\u00ff\u00fe', 'a'.repeat(6000)],
  'Content-Type': [
    'application/json; charset=klingon',
    'application/json; charset=utf-16',
    'multipart/form-data',
    'text/plain',
    ';;;',
    'application/json; boundary="',
  ],
  'Content-Encoding': ['gzip', 'br', 'x-unknown', 'deflate, gzip'],
  Expect: ['100-continue-please', 'something'],
};
export const MANY_HEADERS: [string, string][] = Array.from({ length: 150 }, (_, i) => [`X-Filler-${i}`, 'v'.repeat(60)]);

export const CONTENT_LENGTHS = ['abc', '-1', '1, 2', '99999999999999999999', '0x10', '+5', ''];
export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=klingon',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  '',
];
/** Not JSON: with Content-Type application/json the server must say 400. */
export const NOT_JSON = [
  '{',
  '{"code":',
  '{"code": "A"',
  "{'code':'x'}",
  'undefined',
  'NaN',
  '{"code": 1,}',
  '\u0000',
  '{"a":"\\x"}',
  `${'{"a":'.repeat(200)}1`,
];
/** JSON a careless parser trips on. */
export const ODD_JSON = [
  '[]',
  'null',
  '"x"',
  '0',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  '\uFEFF{}',
  '{"code":"\\ud800"}',
  '{"code":1e999}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
];
/** Above body-parser's 100 kB and below nginx's 1 MB: reaches the API and is refused there. */
export const HUGE_JSON = [
  JSON.stringify({ code: 'A'.repeat(300_000), lang: 'en' }),
  JSON.stringify(Array.from({ length: 40_000 }, (_, i) => i)),
  JSON.stringify({ id: 'x', feedback: 'é'.repeat(120_000) }),
];
export const FIELDS: Record<string, string[]> = {
  [API_PATHS.validateCode]: ['code', 'lang'],
  [API_PATHS.login]: ['id'],
  [API_PATHS.track]: ['id', 'resource', 'moduleProgress'],
  [API_PATHS.feedback]: ['stage', 'fullModuleId', 'slide', 'feedback'],
};
