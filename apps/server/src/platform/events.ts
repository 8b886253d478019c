import type { FastifyBaseLogger } from 'fastify';

/**
 * Domain events the services emit after a state change commits; features add their own entries
 * by augmenting this interface. Side effects (emails, notifications) subscribe here instead of
 * being sprinkled through routes.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface DomainEvents {}

type Handler<T> = (payload: T) => Promise<void> | void;

export interface EventBus {
  on<K extends keyof DomainEvents>(name: K, handler: Handler<DomainEvents[K]>): void;
  /** Runs every handler; a failing handler is logged and never undoes the committed change. */
  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): Promise<void>;
}

export function createEventBus(log: FastifyBaseLogger): EventBus {
  const handlers = new Map<PropertyKey, Handler<unknown>[]>();
  return {
    on(name, handler) {
      const list = handlers.get(name) ?? [];
      list.push(handler as Handler<unknown>);
      handlers.set(name, list);
    },
    async emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          await handler(payload);
        } catch (error) {
          log.error({ err: error, event: String(name) }, 'domain event handler failed');
        }
      }
    },
  };
}
