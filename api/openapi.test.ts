// @vitest-environment node
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../src/lib/api-paths';
import { readContract } from './contract';

const API = new URL('./openapi.yaml', import.meta.url);
const MOCK_CONTROL = new URL('./mock-control.yaml', import.meta.url);
const GENERATED = new URL('./schema.ts', import.meta.url);

async function problems(doc: Record<string, unknown>) {
  const result = await validate(structuredClone(doc) as unknown as OpenAPIV3_1.Document);
  return { valid: result.valid, report: result.valid ? '' : compileErrors(result), warnings: result.warnings };
}

describe('api/openapi.yaml, the contract', () => {
  it.each([
    ['api/openapi.yaml', API],
    ['api/mock-control.yaml', MOCK_CONTROL],
  ])('%s is a valid OpenAPI 3.1 document', async (_, file) => {
    const doc = readContract(file);
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(await problems(doc)).toEqual({ valid: true, report: '', warnings: [] });
  });

  it('the validator refuses a broken document (so the test above can fail)', async () => {
    const doc = readContract(API) as { paths: Record<string, { get: { parameters: { in: string }[] } }> };
    // OpenAPI 2's body parameter, which 3.x replaced with requestBody.
    doc.paths[API_PATHS.pdf].get.parameters[0].in = 'body';
    const { valid, report } = await problems(doc);
    expect(valid).toBe(false);
    expect(report).toMatch(/\bin\b/);
  });

  it('lists the five calls under the operationIds and paths the client uses, and nothing else', () => {
    const doc = readContract(API) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.values(item).map((operation) => [operation.operationId, path]),
    );
    expect(Object.fromEntries(operations)).toEqual(API_PATHS);
  });

  it('the client types (api/schema.ts) are generated from it: `npm run api:types` is up to date', async () => {
    const generated = COMMENT_HEADER + astToString(await openapiTS(API));
    expect(readFileSync(GENERATED, 'utf8')).toBe(generated);
  });
});
