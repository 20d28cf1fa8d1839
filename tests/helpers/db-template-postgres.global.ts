import { setupPostgresTemplate } from './db-template.global';

export default setupPostgresTemplate;
