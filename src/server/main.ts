import { serve } from './serve';

// Entry point: `npx tsx src/server/main.ts` (npm start builds the SPA first).
await serve();
