import { centsToDollars, type ItemFormInput } from '@app/shared';
import { benchItem, random, type BenchDonor } from './bench-catalogue';

/**
 * A donor editing its listings during the benchmark: one PUT /api/items/{id} a second through the
 * real route and session, each with a new title, description and value, so that searches, sorts
 * and counts all move.
 */
export interface Editor {
  stop(): Promise<{ edits: number; failures: number; medianMs: number }>;
}

export interface EditorOptions {
  base: string;
  origin: string;
  donor: BenchDonor;
  cookie: string;
  itemIds: number[];
  perSecond: number;
}

export function startEditor({ base, origin, donor, cookie, itemIds, perSecond }: EditorOptions): Editor {
  const rng = random(31_337);
  const took: number[] = [];
  let failures = 0;
  let pending = Promise.resolve();

  const edit = async () => {
    const id = rng.pick(itemIds);
    const item = benchItem(rng, donor, Date.now());
    const form: ItemFormInput = {
      title: item.title,
      category: item.category,
      description: item.description,
      fair_market_value: centsToDollars(item.fmvCents),
      quantity: Math.max(1, item.quantity),
      shipping_options: item.shippingOptions,
      images: [],
    };
    const began = performance.now();
    const response = await fetch(`${base}/api/items/${id}`, {
      method: 'PUT',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    await response.arrayBuffer();
    if (response.ok) took.push(performance.now() - began);
    else failures++;
  };

  const timer = setInterval(() => {
    pending = pending.then(edit).catch(() => {
      failures++;
    });
  }, 1000 / perSecond);

  return {
    async stop() {
      clearInterval(timer);
      await pending;
      const sorted = [...took].sort((a, b) => a - b);
      return { edits: took.length, failures, medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0 };
    },
  };
}
