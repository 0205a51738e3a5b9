import { markCached, publish, type JobState, type OfflineState } from './offline-store';
import type { PackAction, PackLink, PackMessage } from './pack-link';
import type { PackKey } from './packs';

export interface PackRequest {
  action: PackAction;
  key: PackKey;
}

/** What the pack manager does for the tabs: a request from another tab; taking over the downloads. */
export interface PackHost {
  act(request: PackRequest): Promise<void>;
  /** This tab now downloads: jobs the closed tab was running, requests it never heard. */
  lead(running: PackKey[], requests: PackRequest[]): void;
  /** Another tab applies a new version: this tab's downloads pause until it is in control. */
  suspend(): void;
}

type Role = 'pending' | 'leader' | 'follower';

/**
 * One tab of the device downloads (the leader, holding the lock for its life); the others show
 * its state and send it their users' requests. When the leader closes, the lock passes to another
 * tab, which continues. Two tabs therefore never fetch the same file.
 */
export class PackTabs {
  private role: Role = 'pending';
  private readonly decided: Promise<void>;
  private readonly tab = Math.random().toString(36).slice(2);
  private sent = 0;
  private readonly unacked = new Map<string, PackRequest>();
  private shared: ReadonlySet<string> = new Set<string>();
  /** Pauses pressed before this tab learnt whether it downloads: shown from the press (holdPauses). */
  private readonly early = new Set<PackKey>();
  /** The running packs last remembered for a reload (PackLink.remember), space-separated: written only when they change. */
  private remembered: string | undefined;

  constructor(
    private readonly offline: OfflineState,
    private readonly link: PackLink,
    private readonly host: PackHost,
  ) {
    link.channel.listen((message) => this.hear(message));
    this.decided = link
      .hold(() => this.lead())
      .then((free) => {
        if (free || this.role !== 'pending') return;
        this.role = 'follower';
        link.channel.post({ type: 'hello' });
      });
  }

  /**
   * True when the request went to the downloading tab (this one only shows its state), false
   * when this tab downloads: at once when the roles are settled, a promise before.
   */
  forward(action: PackAction, key: PackKey): boolean | Promise<boolean> {
    if (this.role !== 'pending') return this.send(action, key);
    // A tab just opened mirrors the downloading tab's state before the browser says which tab
    // downloads (slow on a busy tablet): a Pause pressed meanwhile shows at the press all the same.
    if (action === 'pause') {
      this.early.add(key);
      this.holdPauses();
      publish(this.offline);
    }
    return this.decided.then(() => {
      this.early.delete(key);
      return this.send(action, key);
    });
  }

  private send(action: PackAction, key: PackKey): boolean {
    if (this.role !== 'follower') return false;
    const id = `${this.tab}:${++this.sent}`;
    this.unacked.set(id, { action, key });
    this.link.channel.post({ type: 'do', id, action, key });
    if (action === 'pause') {
      // Shown at the press, as in the downloading tab: its own state follows a message later.
      this.holdPauses();
      publish(this.offline);
    }
    return true;
  }

  /** Tells the downloading tab that this one applies a new version (PackHost.suspend). */
  suspendOthers(): void {
    this.link.channel.post({ type: 'suspend' });
  }

  /** Pauses not yet acknowledged (or not yet sent) show as pauses over the state the downloading tab last sent. */
  private holdPauses() {
    const state = this.offline.state;
    const pauses = [...this.early, ...[...this.unacked.values()].filter((r) => r.action === 'pause').map((r) => r.key)];
    for (const key of pauses) {
      state.jobs[key] = { ...state.jobs[key], status: 'paused' };
      state.prefs = { ...state.prefs, paused: { ...state.prefs.paused, [key]: true } };
    }
  }

  /**
   * This tab downloads now: what the tab that downloaded before was running (its last state, or
   * this tab's own before a reload) continues at once, not after the automatic downloads' wait.
   */
  private lead() {
    this.role = 'leader';
    const running = new Set([...runningIn(this.offline.state.jobs), ...this.link.remembered()]);
    const requests = [...this.unacked.values()];
    this.unacked.clear();
    this.offline.store.subscribe(() => this.share());
    this.share(true);
    this.host.lead([...running], requests);
  }

  private hear(message: PackMessage) {
    if (message.type === 'ack') this.unacked.delete(message.id);
    else if (message.type === 'state') {
      if (this.role !== 'leader') this.mirror(message);
    } else if (this.role === 'leader') {
      if (message.type === 'hello') this.share(true);
      else if (message.type === 'suspend') this.host.suspend();
      else {
        this.link.channel.post({ type: 'ack', id: message.id });
        void this.host.act({ action: message.action, key: message.key });
      }
    }
  }

  /** The leader's state, to the others: cached files as changes (all of them when asked). */
  private share(all = false) {
    const s = this.offline.store.getSnapshot();
    const running = runningIn(s.jobs);
    const said = running.join(' ');
    if (said !== this.remembered) this.link.remember(running);
    this.remembered = said;
    // A snapshot's set is never changed (offline-store.ts): the same set means no file came or went.
    const same = !all && s.cached === this.shared;
    const added = same ? [] : [...s.cached].filter((p) => all || !this.shared.has(p));
    const removed = same ? [] : [...this.shared].filter((p) => !s.cached.has(p));
    this.shared = s.cached;
    this.link.channel.post({ type: 'state', jobs: s.jobs, prefs: s.prefs, storage: s.storage, added, removed });
  }

  private mirror(message: Extract<PackMessage, { type: 'state' }>) {
    const state = this.offline.state;
    state.jobs = { ...message.jobs };
    state.prefs = message.prefs;
    if (message.storage) state.storage = message.storage;
    message.added.forEach((p) => markCached(this.offline, p, true));
    message.removed.forEach((p) => markCached(this.offline, p, false));
    this.holdPauses();
    publish(this.offline);
  }
}

/** Packs whose download is under way (or waiting for the network to go on). */
function runningIn(jobs: Partial<Record<PackKey, JobState>>): PackKey[] {
  return (Object.entries(jobs) as [PackKey, JobState | undefined][])
    .filter(([, job]) => job?.status === 'running' || job?.status === 'waiting')
    .map(([key]) => key);
}
