// Wire formats shared by response schemas. Response schemas are *encoded* by the server
// (fastify-type-provider-zod uses zod's encode), so a timestamp is a Date on the server side
// and an ISO 8601 string on the wire: use z.input<> of a response schema for the web's types.
import { z } from 'zod';

export const timestampSchema = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
