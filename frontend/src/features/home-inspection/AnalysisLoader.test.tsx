import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalysisLoader } from './AnalysisLoader';
import { LOADER_MESSAGES, MAX_ROTATION_MS, MIN_ROTATION_MS, nextRotationDelay } from './loader-messages';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderLoader() {
  return render(
    <MantineProvider>
      <AnalysisLoader />
    </MantineProvider>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('report loader', () => {
  it('waits between 2.5 and 4.5 seconds per message', () => {
    expect(nextRotationDelay(0)).toBe(MIN_ROTATION_MS);
    expect(nextRotationDelay(0.5)).toBe(3500);
    expect(nextRotationDelay(0.9999)).toBe(MAX_ROTATION_MS);
  });

  it("rotates through the spec's five messages in order and starts over", () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
    renderLoader();
    for (const message of LOADER_MESSAGES) {
      expect(screen.getByText(message)).toBeTruthy();
      advance(MIN_ROTATION_MS - 1);
      expect(screen.getByText(message)).toBeTruthy();
      advance(1);
    }
    expect(screen.getByText(LOADER_MESSAGES[0])).toBeTruthy();
  });

  it('keeps a message up to 4.5 seconds when the draw is high', () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    renderLoader();
    advance(MAX_ROTATION_MS - 1);
    expect(screen.getByText(LOADER_MESSAGES[0])).toBeTruthy();
    advance(1);
    expect(screen.getByText(LOADER_MESSAGES[1])).toBeTruthy();
  });
});
