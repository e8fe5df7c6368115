import { createInterface } from 'node:readline/promises';

/** Where {@link confirm} reads the answer and writes the question. */
export interface PromptStreams {
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream;
}

/** Whether a person can answer: stdin is a terminal. */
export const canPrompt = (input: PromptStreams['input'] = process.stdin) => Boolean(input.isTTY);

/**
 * Asks a yes/no question; only `y` or `yes` (any case) is a yes, anything else — an empty line,
 * end of input — is a no.
 */
export async function confirm(
  question: string,
  streams: PromptStreams = { input: process.stdin, output: process.stdout },
): Promise<boolean> {
  const rl = createInterface({ input: streams.input, output: streams.output });
  try {
    const answer = await new Promise<string>((resolve) => {
      rl.once('close', () => resolve(''));
      rl.question(`${question} `).then(resolve, () => resolve(''));
    });
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}
