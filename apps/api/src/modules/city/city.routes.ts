import type { FastifyInstance } from 'fastify';
import { gdCoordinateQueryOp, projectCityListOp, projectCityTreeOp } from '@shp/contracts';
import { createCityService } from './city.service.js';

export async function cityRoutes(app: FastifyInstance) {
  const service = createCityService(app.db.db);
  app.ops.register(projectCityListOp, () => service.projectCityList());
  app.ops.register(projectCityTreeOp, () => service.projectCityTree());
  app.ops.register(gdCoordinateQueryOp, (input) => service.locate(input.latitude, input.longitude));
}
