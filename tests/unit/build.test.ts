import {describe, expect, it} from 'vitest';
import {routeManifest} from '../../src/config/routes';

describe('the route manifest', () => {
  it('has no duplicate routes', () => {
    expect(new Set(routeManifest).size).toBe(routeManifest.length);
  });
});
