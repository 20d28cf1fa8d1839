// The front desk (the fixed API, decisions.md 55 and 57), for staff and admins: the day board
// (GET /api/admin/day) and the steps on a booking (POST /api/admin/bookings/:id/check-in,
// /check-out and /no-show).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceChargeSchema,
  checkInSchema,
  checkOutSchema,
  noShowSchema,
  stayCheckAnswerSchema,
} from '../../../common/front-desk-schemas';
import { chargeBalanceOffSession, PROVIDER_FAILED_MESSAGE } from '../../domain/bookings/balance-charge';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser, requireStaff } from '../../platform/auth-guard';
import { idParamsSchema } from '../../platform/route-params';
import { dayBoardSchema, dayQuerySchema } from '../../../common/day-board-schemas';
import { settingsForRequest } from '../../domain/business/business-settings';
import { dayBoard } from './day-board.service';
import { runSheetPdf } from './run-sheet';
import { checkIn, checkOut, markNoShow } from './stay-checks.service';

const paramsSchema = idParamsSchema('Booking id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/admin/day',
    { preHandler: requireStaff, schema: { querystring: dayQuerySchema, response: { 200: dayBoardSchema } } },
    async (request) => dayBoard(deps, request.query.date),
  );

  // The day's run sheet as a PDF a shift prints (staff; private, never cached).
  app.get('/admin/day/run-sheet.pdf', { preHandler: requireStaff, schema: { querystring: dayQuerySchema } }, async (request, reply) => {
    const board = await dayBoard(deps, request.query.date);
    const { businessName } = await settingsForRequest(deps, request);
    return reply
      .removeHeader('content-security-policy')
      .header('x-frame-options', 'SAMEORIGIN')
      .type('application/pdf')
      .header('content-disposition', `inline; filename="run-sheet-${board.date}.pdf"`)
      .send(Buffer.from(await runSheetPdf(board, businessName)));
  });

  app.post(
    '/admin/bookings/:id/check-in',
    { preHandler: requireStaff, schema: { params: paramsSchema, body: checkInSchema, response: { 200: stayCheckAnswerSchema } } },
    async (request) => checkIn(deps, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/admin/bookings/:id/check-out',
    { preHandler: requireStaff, schema: { params: paramsSchema, body: checkOutSchema, response: { 200: stayCheckAnswerSchema } } },
    async (request) => {
      const answer = await checkOut(deps, currentUser(request), request.params.id, request.body);
      // After the check-out commits: the pets go home whatever the card does (decisions.md 74), and
      // a provider that fails to answer leaves the balance for the desk to charge again.
      const balance = await chargeBalanceOffSession(deps, answer.bookingId).catch((error: unknown) => {
        request.log.error({ err: error, bookingId: answer.bookingId }, 'charging the balance at check-out failed');
        return { outcome: 'declined' as const, amountCents: 0, message: PROVIDER_FAILED_MESSAGE };
      });
      return { ...answer, balance };
    },
  );

  // The desk charges the balance again (after the owner saved a card, or a decline was fixed).
  app.post(
    '/admin/bookings/:id/charge-balance',
    { preHandler: requireStaff, schema: { params: paramsSchema, response: { 200: balanceChargeSchema } } },
    async (request) => chargeBalanceOffSession(deps, request.params.id),
  );

  app.post(
    '/admin/bookings/:id/no-show',
    { preHandler: requireStaff, schema: { params: paramsSchema, body: noShowSchema, response: { 200: stayCheckAnswerSchema } } },
    async (request) => markNoShow(deps, currentUser(request), request.params.id, request.body),
  );
};

export default routes;
