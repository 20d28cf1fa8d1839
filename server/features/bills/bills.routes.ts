// GET /api/bookings/:id/bill and /api/bookings/:id/bill.pdf (issue 31's fixed API, decisions.md 69):
// a booking's bill, for its owner and for staff and admins; anyone else gets 404.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billSchema } from '../../../common/bill-schemas';
import { businessTimeZone } from '../../../common/business-time';
import { settingsForRequest } from '../../domain/business/business-settings';
import { bookingBill, type BookingBill } from '../../domain/bookings/booking-bill';
import { notFoundError, requireAccess } from '../../platform/access/access';
import type { AppDeps } from '../../platform/app-deps';
import { currentUser } from '../../platform/auth-guard';
import { idParamsSchema } from '../../platform/route-params';
import { billPdf } from './bill-pdf';

const paramsSchema = idParamsSchema('Booking id');

const routes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  /**
   * The bill of a booking the user may read: its owner's, or any for staff and admins. The trainer
   * of a training booking reads the booking but not its money (card, refunds): 404 as for anyone else.
   */
  async function billOf(request: FastifyRequest, bookingId: number): Promise<{ bill: BookingBill; timeZone: string }> {
    const user = currentUser(request);
    const booking = await requireAccess(deps.db, user, 'read', 'booking', bookingId);
    if (booking.ownerId !== user.id && !user.isStaff && !user.isAdmin) throw notFoundError('booking');
    const settings = await settingsForRequest(deps, request);
    const timeZone = businessTimeZone();
    return { bill: await bookingBill(deps.db, booking, { businessName: settings.businessName, timeZone }), timeZone };
  }

  app.get('/bookings/:id/bill', { schema: { params: paramsSchema, response: { 200: billSchema } } }, async (request) => {
    return (await billOf(request, request.params.id)).bill;
  });

  // A download (attachment): private and never cached, like the rest of the API.
  app.get('/bookings/:id/bill.pdf', { schema: { params: paramsSchema } }, async (request, reply) => {
    const { bill, timeZone } = await billOf(request, request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="pawsconnect-bill-${bill.bookingId}.pdf"`)
      .send(Buffer.from(await billPdf(bill, timeZone)));
  });
};

export default routes;
