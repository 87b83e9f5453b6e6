import { Router } from 'express';
import { requirePrincipal } from '../../lib/auth.js';
import type { DomainFactory } from '../module.js';
import { CadModel } from './model.js';
import { openCadQueue } from './queue.js';
import { rfqFileModel } from './service.js';

/** Models read on upload (issue 43): the queue handle that stored files are queued on, and the facts route. */
export const cadDomain: DomainFactory = async ({ config, guards, logger }) => {
  const queue = openCadQueue(config.redisUrl, logger);
  const router = Router();
  router.get('/rfqs/:id/files/:fileId/model', guards.signedIn, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await rfqFileModel(requirePrincipal(req), String(req.params.id), String(req.params.fileId)));
  });
  return {
    name: 'cad',
    router,
    start: async () => {
      await CadModel.init();
    },
    stop: () => queue.close(),
  };
};
