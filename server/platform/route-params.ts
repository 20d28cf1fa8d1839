// Path parameters shared by several features' routes.
import { z } from 'zod';
import { idSchema } from './list-query';

/** The `:petId` parameter of every route under /pets/:petId. */
export const petParamsSchema = z.object({ petId: idSchema('Pet id') });

/** An `:id` parameter, named in messages by what it identifies ('Record id'). */
export const idParamsSchema = (label: string) => z.object({ id: idSchema(label) });
