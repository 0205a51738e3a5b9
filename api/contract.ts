/**
 * Checks requests and responses against api/openapi.yaml (tests only): JSON Schema 2020-12 with
 * Ajv, as OpenAPI 3.1 defines its schemas. Each check returns what does not match, [] when all does.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
const BUNDLE = 'urn:toolkit:api';

export const CONTRACT_FILE = new URL('./openapi.yaml', import.meta.url);

export function readContract(file: URL = CONTRACT_FILE): Json {
  return parse(readFileSync(file, 'utf8')) as Json;
}

/** Component schema refs point into one bundle schema Ajv holds, so any schema of the document compiles. */
function rebase<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', `"${BUNDLE}#/$defs/`)) as T;
}

export interface SeenRequest {
  method: string;
  url: string;
  contentType: string | null;
  /** Absent: no header is checked (a request recorded without them). */
  headers?: Headers;
  body: string;
}

export interface SeenResponse {
  method: string;
  url: string;
  status: number;
  headers: Headers;
  body: string;
}

export class Contract {
  private readonly ajv = addFormats(new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }));
  /** Query strings carry text: numbers and booleans are read as the schema says. */
  private readonly queryAjv = addFormats(new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, coerceTypes: true }));
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly doc: Json = readContract()) {
    const components = doc.components as { schemas: Json };
    for (const ajv of [this.ajv, this.queryAjv]) ajv.addSchema(rebase({ $id: BUNDLE, $defs: components.schemas }));
  }

  /** The operation for a method and path; throws for one the contract does not have. */
  operation(method: string, pathname: string): Json {
    const item = (this.doc.paths as Record<string, Json | undefined>)[pathname];
    const operation = item?.[method.toLowerCase()] as Json | undefined;
    if (!operation) throw new Error(`${method} ${pathname} is not in the contract`);
    return operation;
  }

  checkRequest(request: SeenRequest): string[] {
    const url = new URL(request.url);
    const operation = this.operation(request.method, url.pathname);
    const problems = [...this.checkQuery(operation, url.searchParams), ...this.checkRequestHeaders(operation, request.headers)];
    const body = operation.requestBody ? (this.resolve(operation.requestBody) as Json) : undefined;
    if (!body) return request.body ? [...problems, 'a body the contract does not have'] : problems;
    const media = (body.content as Record<string, Json>)['application/json'];
    if (!request.contentType?.startsWith('application/json')) problems.push(`Content-Type ${request.contentType}`);
    return [...problems, ...this.checkJson(media.schema as Json, request.body, 'request body')];
  }

  checkResponse(response: SeenResponse): string[] {
    const operation = this.operation(response.method, new URL(response.url).pathname);
    const declared = (operation.responses as Record<string, Json>)[String(response.status)];
    if (!declared) return [`status ${response.status} is not in the contract`];
    const spec = this.resolve(declared) as Json;
    const problems = this.checkHeaders(spec, response.headers);
    const content = spec.content as Record<string, Json> | undefined;
    if (!content) return response.body ? [...problems, `status ${response.status} has no body in the contract`] : problems;
    const type = response.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) problems.push(`Content-Type ${type}`);
    return [...problems, ...this.checkJson(content['application/json'].schema as Json, response.body, 'response body')];
  }

  private checkQuery(operation: Json, params: URLSearchParams): string[] {
    const list = ((operation.parameters as Json[] | undefined) ?? []).map((p) => this.resolve(p) as Json);
    const query = list.filter((p) => p.in === 'query');
    const schema = {
      type: 'object',
      additionalProperties: false,
      required: query.filter((p) => p.required).map((p) => p.name),
      properties: Object.fromEntries(query.map((p) => [p.name, p.schema])),
    };
    return this.run(this.queryAjv, schema, Object.fromEntries(params), 'query');
  }

  /** Header parameters: each required one present, each present one valid. */
  private checkRequestHeaders(operation: Json, headers: Headers | undefined): string[] {
    if (!headers) return [];
    const list = ((operation.parameters as Json[] | undefined) ?? []).map((p) => this.resolve(p) as Json);
    return list
      .filter((p) => p.in === 'header')
      .flatMap((p) => {
        const value = headers.get(String(p.name));
        if (value === null) return p.required ? [`header ${String(p.name)} missing`] : [];
        return this.run(this.ajv, p.schema as Json, value, `header ${String(p.name)}`);
      });
  }

  private checkHeaders(spec: Json, headers: Headers): string[] {
    const problems: string[] = [];
    for (const [name, ref] of Object.entries((spec.headers as Json | undefined) ?? {})) {
      const header = this.resolve(ref) as Json;
      const value = headers.get(name);
      if (value === null) {
        if (header.required) problems.push(`header ${name} missing`);
        continue;
      }
      problems.push(...this.run(this.ajv, header.schema as Json, value, `header ${name}`));
    }
    return problems;
  }

  private checkJson(schema: Json, text: string, what: string): string[] {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return [`${what} is not JSON: ${text.slice(0, 40)}`];
    }
    return this.run(this.ajv, schema, value, what);
  }

  private run(ajv: Ajv2020, schema: Json, value: unknown, what: string): string[] {
    const key = `${ajv === this.ajv ? 'json' : 'query'}:${JSON.stringify(schema)}`;
    let validate = this.compiled.get(key);
    if (!validate) this.compiled.set(key, (validate = ajv.compile(rebase(schema))));
    if (validate(value)) return [];
    return (validate.errors ?? []).map((e) => `${what}${e.instancePath} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }

  /** Follows a `$ref` to another part of the document (responses, headers, parameters). */
  private resolve(value: unknown): unknown {
    const ref = (value as Json | undefined)?.$ref;
    if (typeof ref !== 'string') return value;
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], this.doc);
    return this.resolve(target);
  }
}
