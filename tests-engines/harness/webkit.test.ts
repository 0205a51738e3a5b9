import { describe, expect, it } from 'vitest';
import { commandName } from './webkit';

describe('commandName', () => {
  it('names a WebDriver command by its W3C name, ids left out', () => {
    expect(commandName('POST', '/session')).toBe('New Session');
    expect(commandName('POST', '/session/abc/element/e-1/click')).toBe('Element Click');
    expect(commandName('POST', '/session/abc/execute/async')).toBe('Execute Async Script');
    expect(commandName('DELETE', '/session/abc')).toBe('Delete Session');
    expect(commandName('GET', '/session/abc/element/e-1/text')).toBe('GET /element/:id/text');
  });
});
