import type { FastifyInstance } from 'fastify';

/**
 * Pays a sandbox checkout the way a browser does (the pay button's POST) and answers the payment proof the
 * gateway's redirect carries back: purchaseId, paymentId and signature, without the return page's own fields.
 */
export async function payAtSandbox(
  app: Pick<FastifyInstance, 'inject'>,
  paymentUrl: string,
): Promise<Record<string, string>> {
  const pay = await app.inject({ method: 'POST', url: `${new URL(paymentUrl).pathname}/pay` });
  const {
    kind: _kind,
    realm: _realm,
    id: _id,
    ...proof
  } = Object.fromEntries(new URL(pay.headers.location as string).searchParams);
  return proof;
}
