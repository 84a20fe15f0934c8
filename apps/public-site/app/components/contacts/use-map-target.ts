import { INVALID_COORDINATES_WARNING } from '@fuelcard/i18n';
import { isValidCoordinates } from '@fuelcard/offices';
import { useCallback, useState } from 'react';
import type { OfficeView } from '../../lib/office-view';

export interface MapTarget {
  center: readonly [number, number];
  /** The branch asked for (the offline map highlights it). */
  id: number;
  /** Changes on every request, so asking for the same branch twice recentres twice. */
  request: number;
}

/** Where the map should centre; a branch with invalid coordinates is ignored with a console warning. */
export function useMapTarget() {
  const [target, setTarget] = useState<MapTarget | null>(null);
  const locate = useCallback((branch: Pick<OfficeView, 'id' | 'coordinates'>) => {
    const coordinates: unknown = branch.coordinates;
    if (!isValidCoordinates(coordinates)) {
      console.warn(INVALID_COORDINATES_WARNING, coordinates);
      return false;
    }
    setTarget((previous) => ({
      center: coordinates,
      id: branch.id,
      request: (previous?.request ?? 0) + 1,
    }));
    return true;
  }, []);
  return { target, locate };
}
