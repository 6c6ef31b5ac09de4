// Every area's routes start from the same two things: the app typed by the contract's zod
// schemas, so each route's input and answer are checked by the compiler, and the app's context.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** The app as an area's routes see it: typed by the zod schemas they declare. */
export type RoutesApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The plugin of `routes/<area>/index.ts`: `register` adds the area's routes. */
export function defineRoutes(register: (app: RoutesApp, ctx: AppContext) => void) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    register(app, app.ctx);
  };
}
