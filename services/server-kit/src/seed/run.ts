import mongoose from 'mongoose';
import { DEMO_EMAILS, DEMO_PASSWORD, seedDemoData } from './index.ts';

/* Seeds the demo data into MONGO_URL: `MONGO_URL=mongodb://... node services/server-kit/src/seed/run.ts` */

const url = process.env.MONGO_URL;
if (!url) {
  console.error('MONGO_URL is not set.');
  process.exit(1);
}

await mongoose.connect(url, { serverSelectionTimeoutMS: 10_000 });
try {
  await seedDemoData();
  console.log(
    `Demo data ready. Sign in with password "${DEMO_PASSWORD}" as ${Object.values(DEMO_EMAILS).join(', ')}.`,
  );
} finally {
  await mongoose.disconnect();
}
