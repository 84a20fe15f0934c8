import { INVALID_COORDINATES_WARNING } from '@fuelcard/i18n';
import { isValidCoordinates } from '@fuelcard/offices';
import { useCallback, useState } from 'react';

export interface MapTarget {
  center: readonly [number, number];
  /** Changes on every request, so asking for the same branch twice recentres twice. */
  request: number;
}

/** Where the map should centre; a branch with invalid coordinates is ignored with a console warning. */
export function useMapTarget() {
  const [target, setTarget] = useState<MapTarget | null>(null);
  const locate = useCallback((coordinates: unknown) => {
    if (!isValidCoordinates(coordinates)) {
      console.warn(INVALID_COORDINATES_WARNING, coordinates);
      return;
    }
    setTarget((previous) => ({ center: coordinates, request: (previous?.request ?? 0) + 1 }));
  }, []);
  return { target, locate };
}
