import { z } from 'zod';
import { idSchema } from '../../platform/list-query';

export const petParamsSchema = z.object({ petId: idSchema('Pet id') });
