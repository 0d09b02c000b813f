// zod must be configured before any schema is built (STACK gotcha 9: a strict CSP refuses its Function('') probe).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
