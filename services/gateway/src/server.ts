import closeWithGrace from 'close-with-grace';
import { buildGateway } from './app.ts';
import { loadGatewayConfig } from './config.ts';

const config = loadGatewayConfig();
const app = await buildGateway(config);
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  await app.close();
});
await app.listen({ host: config.HOST, port: config.PORT });
