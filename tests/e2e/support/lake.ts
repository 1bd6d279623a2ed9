// The local content lake as tests reach it (its Sanity-compatible HTTP API with the admin token) and
// small helpers shared by the specs that read or publish content.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import home from '../../../flows/pages/home.json' with { type: 'json' };

export type Lang = 'id' | 'en';
export type Json = Record<string, unknown>;
export const TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token';
export const LAKE = '/v2025-02-19/data';
export const MOBILE = { width: 375, height: 800 };
export const DESKTOP = { width: 1280, height: 800 };

export const homeText = (key: keyof typeof home.texts, lang: Lang): string => home.texts[key][lang];

export async function apiJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()) as T;
}

export async function mutate(request: APIRequestContext, mutations: Json[]): Promise<void> {
  const res = await request.post(`${LAKE}/mutate/production`, { headers: { Authorization: `Bearer ${TOKEN}` }, data: { mutations } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** A document by id (drafts too: read with the admin token); throws when there is none. */
export async function getDoc(request: APIRequestContext, id: string): Promise<Json> {
  const res = await request.get(`${LAKE}/doc/production/${id}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.ok(), id).toBeTruthy();
  const body = (await res.json()) as { documents: Json[] };
  const doc = body.documents[0];
  if (!doc) throw new Error(`no document ${id}`);
  return doc;
}

/** A published document back as it was (system fields are the lake's). */
export const restorable = (doc: Json): Json => Object.fromEntries(Object.entries(doc).filter(([k]) => !['_rev', '_createdAt', '_updatedAt'].includes(k)));

export async function openHome(page: Page, lang: Lang): Promise<void> {
  await page.goto(`/?lang=${lang}`);
  await expect(page.getByTestId('screen-home')).toBeVisible();
}
