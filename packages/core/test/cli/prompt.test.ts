import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { canPrompt, confirm } from '../../src/cli/prompt.js';

const ask = async (answer: string | null) => {
  const input = new PassThrough();
  const output = new PassThrough();
  let asked = '';
  output.on('data', (chunk) => {
    asked += chunk;
  });
  const result = confirm('Apply 3 changes? (y/N)', { input, output });
  if (answer === null) input.end();
  else input.write(`${answer}\n`);
  return { result: await result, asked };
};

describe('confirm', () => {
  it('is a yes only for y or yes', async () => {
    expect(await ask('y')).toEqual({ result: true, asked: 'Apply 3 changes? (y/N) ' });
    expect((await ask(' YES ')).result).toBe(true);
    for (const answer of ['', 'n', 'no', 'yep', null])
      expect((await ask(answer)).result).toBe(false);
  });

  it('needs a terminal on stdin', () => {
    expect(canPrompt(Object.assign(new PassThrough(), { isTTY: false }))).toBe(false);
    expect(canPrompt(Object.assign(new PassThrough(), { isTTY: true }))).toBe(true);
  });
});
