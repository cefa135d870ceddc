#!/usr/bin/env python3
"""The serial share of a run from the scheduler's view (see serial_share.sh).

argv[1]: `perf script -F tid,time,event,trace` of a recording with sched:sched_switch,
sched:sched_wakeup, sched:sched_wakeup_new, sched:sched_process_exit and task-clock samples.
argv[2] (optional): `perf script -F tid,time,event,ip,sym` of the same task-clock samples, to
say where the serial CPU went; argv[3]: how many frames under CheckRun.run to group by."""
import collections
import re
import subprocess
import sys

events = []
for line in open(sys.argv[1], errors='replace'):
    match = re.match(r'\s*(\d+)\s+([\d.]+):\s+(\S+):\s*(.*)', line)
    if match:
        events.append((float(match.group(2)), int(match.group(1)), match.group(3), match.group(4)))
events.sort(key=lambda event: event[0])
# The run's threads: every thread with a CPU sample (perf follows the process's threads only).
threads = {tid for _, tid, event, _ in events if event.startswith('task-clock')}

stacks = {}
if len(sys.argv) > 2:
    current = None
    for line in open(sys.argv[2], errors='replace'):
        if not line.strip():
            current = None
        elif not line.startswith('\t'):
            tid, time = line.split()[:2]
            current = (int(tid), time.rstrip(':'))
            stacks[current] = []
        elif current:
            parts = line.strip().split(None, 1)
            stacks[current].append(parts[1] if len(parts) > 1 else '?')
depth = int(sys.argv[3]) if len(sys.argv) > 3 else 2


def serial_place(stack):
    """The frames under CheckRun.run, or the outermost Swift frames outside it (start-up)."""
    root = list(reversed(stack))
    for index, frame in enumerate(root):
        if 'CheckRunO3run_8progress' in frame and frame.endswith('YKFZ'):
            return tuple(f for f in root[index + 1:] if f.startswith('$s'))[:depth]
    return ('(outside CheckRun.run)',) + tuple(f for f in root if f.startswith('$s'))[:depth]


state = {}  # thread -> 'run' | 'ready' | 'sleep' | 'gone'
by_demand = collections.Counter()
serial_places = collections.Counter()
for time, tid, event, trace in events:
    if event.startswith('sched:sched_switch'):
        previous = int(re.search(r'prev_pid=(\d+)', trace).group(1))
        previous_state = re.search(r'prev_state=(\S+)', trace).group(1)
        following = int(re.search(r'next_pid=(\d+)', trace).group(1))
        if previous in threads:
            state[previous] = 'ready' if previous_state.startswith('R') else 'sleep'
        if following in threads:
            state[following] = 'run'
    elif event.startswith('sched:sched_process_exit'):
        pid = int(re.search(r'pid=(\d+)', trace).group(1))
        if pid in threads:
            state[pid] = 'gone'
    elif event.startswith('sched:sched_wakeup'):
        pid = int(re.search(r'pid=(\d+)', trace).group(1))
        if pid in threads and state.get(pid) != 'run':
            state[pid] = 'ready'
    elif event.startswith('task-clock'):
        state[tid] = 'run'
        demand = sum(1 for s in state.values() if s in ('run', 'ready'))
        by_demand[demand] += 1
        if demand <= 1 and stacks:
            serial_places[serial_place(stacks.get((tid, f"{time:.6f}"), []))] += 1

total = sum(by_demand.values())
serial = by_demand[0] + by_demand[1]
share = serial / total
print(f"CPU samples {total} (~ms); by demand (threads wanting a core): " + ', '.join(f"{d}: {n}" for d, n in sorted(by_demand.items())))
print(f"serial: {serial} samples, {100 * share:.1f} % -> two cores at most {1 / (share + (1 - share) / 2):.2f}x (Amdahl)")
if serial_places:
    names = sorted({frame for place in serial_places for frame in place})
    demangled = subprocess.run(['swift-demangle', '--simplified', '--compact'], input='\n'.join(names), capture_output=True, text=True).stdout.split('\n')
    readable = dict(zip(names, demangled))
    for place, count in serial_places.most_common(25):
        print(f"{count:6d}  " + ' > '.join(readable.get(frame, frame)[:80] for frame in place))
