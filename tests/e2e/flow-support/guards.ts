// The session a page guard needs before a direct load (src/runtime/guards.ts), made for real
// through the shop API: an order for hasOrder, a city/number/package for hasSelection.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Assignment } from '../../../scripts/gen-flow-tests/conditions';

interface Selection { cityId: number; coverageId: number; numberId: number; msisdn: string; packageId: number }

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

async function selection(request: APIRequestContext): Promise<Selection> {
  const { cities } = await json<{ cities: { id: number; coverageId: number }[] }>(await request.get('/api/cities'));
  const { packages } = await json<{ packages: { id: number }[] }>(await request.get('/api/v3/number/packages?type=prepaid'));
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const query = String(Math.floor(1000 + Math.random() * 9000));
    const { numbers } = await json<{ numbers: { id: number; msisdn: string }[] }>(await request.get(`/api/number/pre/reg?query=${query}&limit=100`));
    const number = numbers[Math.floor(Math.random() * numbers.length)];
    const city = cities[0];
    const pkg = packages[0];
    if (number && city && pkg) return { cityId: city.id, coverageId: city.coverageId, numberId: number.id, msisdn: number.msisdn, packageId: pkg.id };
  }
  throw new Error('no free number found for 20 random keywords');
}

/** A real order through the API; with `numberId`, for that number (so it is taken afterwards). */
export async function createOrder(request: APIRequestContext, numberId?: number): Promise<Assignment> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const s = { ...(await selection(request)), ...(numberId === undefined ? {} : { numberId }) };
    const { logistics } = await json<{ logistics: { ctype: number }[] }>(await request.post(`/api/loc/${s.coverageId}/logistics/${s.packageId}`, { data: {} }));
    const email = `flow.${Date.now()}.${attempt}@example.com`;
    const response = await request.post('/api/orders', {
      data: {
        journey: 'PREPAID', orderType: 'SIMPRE', productType: 'prepaid', cityId: s.cityId, numberId: s.numberId, packageId: s.packageId,
        recipient: { name: 'Budi Santoso', phone: '081512345678', email, address: 'Jl. Mawar No. 10, RT 02/RW 05, Kebayoran Baru' },
        delivery: { method: 'courier', ctype: logistics[0]?.ctype ?? 1 }, sessionId: 'flow-tests', definitionVersion: 1,
      },
    });
    if (response.status() === 409 && numberId === undefined) continue; // the number went to a parallel test
    const created = await json<{ order_code: string; total: number }>(response);
    return { orderId: created.order_code, recipientEmail: email, orderTotal: created.total };
  }
  throw new Error('could not create an order for the hasOrder guard');
}

export async function guardState(request: APIRequestContext, guard: string | null): Promise<Assignment> {
  switch (guard) {
    case null: case 'otpValid': return {};
    case 'hasOrder': return createOrder(request);
    case 'hasSelection': {
      const s = await selection(request);
      return { selectedCityID: String(s.cityId), 'number.id': String(s.numberId), 'number.msisdn': s.msisdn, selectedPackageID: String(s.packageId) };
    }
    default: throw new Error(`the flow tests do not know how to open guard '${guard}': add it to tests/e2e/flow-support/guards.ts`);
  }
}
