/**
 * The error an onError handler shows, as the `input` its modal's rules read: its code, the server's
 * text and the facts the answer added to it (errors.details: an open VA's number); when those name a
 * payment method of site.json with a bank (details.method), that bank's name (a text) as paymentBank.
 */
import type { JsonValue, Site, Text } from './types';

export interface ErrorFacts {
  code: string;
  message: string;
  details: Readonly<Record<string, string>>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The string entries of a value (anything else is dropped): an answer's errors.details. */
export function stringEntries(v: unknown): Record<string, string> {
  if (!isRecord(v)) return {};
  return Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The details a thrown error carries (ApiError's `details`), {} without them. */
export const detailsOf = (err: unknown): Record<string, string> => (isRecord(err) ? stringEntries(err.details) : {});

export function errorInput(site: Pick<Site, 'paymentMethods' | 'paymentBanks'>, facts: ErrorFacts): JsonValue {
  const method = site.paymentMethods.find((m) => m.code === facts.details.method);
  const bank: Text | undefined = method?.bank ? site.paymentBanks?.[method.bank]?.name : undefined;
  return {
    code: facts.code, message: facts.message, details: { ...facts.details },
    ...(bank ? { paymentBank: { id: bank.id, en: bank.en } } : {}),
  };
}
