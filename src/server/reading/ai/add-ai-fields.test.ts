import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecognisedDocument } from '@/server/reading/recognise/types';
import { addAiFields } from './add-ai-fields';
import { createOpenAiCompatibleProvider } from './openai-compatible-provider';

const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
const lines = [
  'REST SUPER',
  'Member: Linh Pham',
  'Closing balance $1,784,641.52',
  'Statement date 30/06/2025',
];
const document: RecognisedDocument = {
  mimeType: 'image/jpeg',
  elapsedMs: 0,
  pages: [
    {
      pageNumber: 1,
      width: 100,
      height: 100,
      source: 'ocr',
      confidence: 60,
      text: lines.join('\n'),
      lines: lines.map((text) => ({ text, confidence: 60, box, words: [] })),
    },
  ],
};

// A local stand-in for an OpenAI-compatible service: real HTTP on loopback, answering what we tell it to.
let server: Server;
let lastRequest: {
  authorization?: string;
  body: { messages: { content: string }[]; response_format: unknown };
};
let answer: Record<string, unknown> = {};
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      lastRequest = { authorization: request.headers.authorization, body: JSON.parse(body) };
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify(answer) } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('addAiFields', () => {
  it('keeps only answers printed in the document, at low confidence, with where they were printed', async () => {
    answer = {
      fundName: 'Rest Super',
      balance: 1784641.52,
      statementDate: '2025-06-30',
      memberNumber: '99998888', // not printed: invented
      fullName: 'Linh Pham',
      insuranceLife: 500000, // not printed
    };
    const provider = createOpenAiCompatibleProvider({ baseUrl, apiKey: 'test-key', model: 'test-model' });
    const fields = await addAiFields({
      provider,
      documentType: 'super',
      document,
      fields: {
        fullName: { value: 'Linh Pham', confidence: 'high', source: { page: 1, text: 'Member: Linh Pham' } },
      },
    });
    expect(lastRequest.authorization).toBe('Bearer test-key');
    expect(lastRequest.body.messages[1]?.content).toContain('Closing balance');
    expect(fields.fundName).toEqual({
      value: 'Rest Super',
      confidence: 'low',
      source: { page: 1, text: 'REST SUPER' },
    });
    expect(fields.balance?.source.text).toBe('Closing balance $1,784,641.52');
    expect(fields.statementDate?.value).toBe('2025-06-30');
    expect(fields.memberNumber).toBeUndefined();
    expect(fields.insuranceLife).toBeUndefined();
    // A confident reading from the rules is not offered to the provider, and not replaced.
    expect(fields.fullName?.confidence).toBe('high');
    expect(JSON.stringify(lastRequest.body.response_format)).not.toContain('"fullName"');
  });

  it('fails clearly when the provider is unreachable', async () => {
    const provider = createOpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'm',
    });
    await expect(addAiFields({ provider, documentType: 'super', document, fields: {} })).rejects.toThrow();
  });
});
