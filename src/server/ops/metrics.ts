// A small Prometheus registry: counters, gauges and histograms with labels, rendered in the
// text exposition format by GET /metrics. One registry per process (like prom-client's
// default), so any module can count without being handed a reference: import the instrument
// from here and call inc/set/observe. Label values are kept few (route patterns, not paths).

type Labels = Record<string, string>;

function escapeLabel(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
}

function labelText(names: readonly string[], values: readonly string[], extra = ""): string {
  const parts = names.map((name, i) => `${name}="${escapeLabel(values[i] ?? "")}"`);
  if (extra) parts.push(extra);
  return parts.length ? `{${parts.join(",")}}` : "";
}

function formatNumber(n: number): string {
  if (n === Number.POSITIVE_INFINITY) return "+Inf";
  if (n === Number.NEGATIVE_INFINITY) return "-Inf";
  return Number.isNaN(n) ? "NaN" : String(n);
}

interface Instrument {
  readonly name: string;
  render(): string;
}

abstract class Labelled<Child> implements Instrument {
  protected readonly children = new Map<string, { values: string[]; child: Child }>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly labelNames: readonly string[],
  ) {}

  protected abstract create(): Child;

  protected child(labels: Labels = {}): Child {
    const values = this.labelNames.map((n) => labels[n] ?? "");
    const key = values.join("\u0000");
    let entry = this.children.get(key);
    if (!entry) {
      entry = { values, child: this.create() };
      this.children.set(key, entry);
    }
    return entry.child;
  }

  protected header(type: string): string {
    return `# HELP ${this.name} ${this.help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}\n# TYPE ${this.name} ${type}\n`;
  }

  abstract render(): string;
}

class Counter extends Labelled<{ value: number }> {
  protected create() {
    return { value: 0 };
  }

  inc(labels?: Labels, by = 1): void {
    if (by < 0) throw new Error("a counter only goes up");
    this.child(labels).value += by;
  }

  get(labels?: Labels): number {
    return this.child(labels).value;
  }

  render(): string {
    let out = this.header("counter");
    if (this.children.size === 0 && this.labelNames.length === 0) out += `${this.name} 0\n`;
    for (const { values, child } of this.children.values()) {
      out += `${this.name}${labelText(this.labelNames, values)} ${formatNumber(child.value)}\n`;
    }
    return out;
  }
}

class Gauge extends Labelled<{ value: number }> {
  protected create() {
    return { value: 0 };
  }

  set(value: number, labels?: Labels): void {
    this.child(labels).value = value;
  }

  inc(labels?: Labels, by = 1): void {
    this.child(labels).value += by;
  }

  dec(labels?: Labels, by = 1): void {
    this.child(labels).value -= by;
  }

  get(labels?: Labels): number {
    return this.child(labels).value;
  }

  render(): string {
    let out = this.header("gauge");
    if (this.children.size === 0 && this.labelNames.length === 0) out += `${this.name} 0\n`;
    for (const { values, child } of this.children.values()) {
      out += `${this.name}${labelText(this.labelNames, values)} ${formatNumber(child.value)}\n`;
    }
    return out;
  }
}

interface HistogramChild {
  counts: number[];
  sum: number;
  count: number;
}

class Histogram extends Labelled<HistogramChild> {
  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    readonly buckets: readonly number[],
  ) {
    super(name, help, labelNames);
  }

  protected create(): HistogramChild {
    return { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
  }

  observe(value: number, labels?: Labels): void {
    const child = this.child(labels);
    child.sum += value;
    child.count += 1;
    // Buckets are cumulative when rendered; here each observation lands in its first bucket.
    const i = this.buckets.findIndex((b) => value <= b);
    if (i >= 0) child.counts[i] = (child.counts[i] ?? 0) + 1;
  }

  count(labels?: Labels): number {
    return this.child(labels).count;
  }

  render(): string {
    let out = this.header("histogram");
    for (const { values, child } of this.children.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += child.counts[i] ?? 0;
        out += `${this.name}_bucket${labelText(this.labelNames, values, `le="${formatNumber(bound)}"`)} ${cumulative}\n`;
      });
      out += `${this.name}_bucket${labelText(this.labelNames, values, 'le="+Inf"')} ${child.count}\n`;
      out += `${this.name}_sum${labelText(this.labelNames, values)} ${formatNumber(child.sum)}\n`;
      out += `${this.name}_count${labelText(this.labelNames, values)} ${child.count}\n`;
    }
    return out;
  }
}

/** A gauge read at scrape time (memory, uptime). */
class Collected implements Instrument {
  constructor(
    readonly name: string,
    readonly help: string,
    readonly read: () => number,
  ) {}

  render(): string {
    return `# HELP ${this.name} ${this.help}\n# TYPE ${this.name} gauge\n${this.name} ${formatNumber(this.read())}\n`;
  }
}

export class Registry {
  private readonly instruments = new Map<string, Instrument>();

  private add<T extends Instrument>(instrument: T): T {
    if (this.instruments.has(instrument.name)) throw new Error(`metric ${instrument.name} is registered twice`);
    this.instruments.set(instrument.name, instrument);
    return instrument;
  }

  counter(name: string, help: string, labelNames: readonly string[] = []): Counter {
    return this.add(new Counter(name, help, labelNames));
  }

  gauge(name: string, help: string, labelNames: readonly string[] = []): Gauge {
    return this.add(new Gauge(name, help, labelNames));
  }

  histogram(name: string, help: string, labelNames: readonly string[], buckets: readonly number[]): Histogram {
    return this.add(
      new Histogram(
        name,
        help,
        labelNames,
        [...buckets].sort((a, b) => a - b),
      ),
    );
  }

  collect(name: string, help: string, read: () => number): void {
    this.add(new Collected(name, help, read));
  }

  /** The Prometheus text exposition format (version 0.0.4). */
  render(): string {
    return [...this.instruments.values()].map((i) => i.render()).join("");
  }
}

export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

export const registry = new Registry();

// The instruments every area shares. Areas count through these; new ones are added here.
export const metrics = {
  httpRequests: registry.counter("rockets_http_requests_total", "HTTP requests by method, route pattern and status.", [
    "method",
    "route",
    "status",
  ]),
  httpDuration: registry.histogram(
    "rockets_http_request_duration_seconds",
    "Time from receiving a request to having its response, by method and route pattern.",
    ["method", "route"],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  ),
  wsClients: registry.gauge("rockets_ws_clients", "WebSocket clients connected to this instance."),
  wsConnections: registry.counter(
    "rockets_ws_connections_total",
    "WebSocket upgrade attempts by outcome (accepted, or the reason of a refusal).",
    ["outcome"],
  ),
  wsPushes: registry.counter(
    "rockets_ws_pushes_total",
    "Messages published to this instance's WebSocket clients, by event.",
    ["event"],
  ),
  wsClosed: registry.counter(
    "rockets_ws_closed_total",
    "WebSocket connections this instance cut off, by reason (too large, flood, logout).",
    ["reason"],
  ),
  marketTicks: registry.counter(
    "rockets_market_ticks_total",
    "Market ticks applied on this instance, by source (local feed, or relayed from the leader).",
    ["source"],
  ),
  dbErrors: registry.counter("rockets_db_errors_total", "Database errors, by operation.", ["op"]),
  redisErrors: registry.counter("rockets_redis_errors_total", "Redis errors, by operation.", ["op"]),
  errors: registry.counter("rockets_unhandled_errors_total", "Errors answered with a 500, by kind.", ["kind"]),
  feedLeader: registry.gauge("rockets_feed_leader", "1 while this instance runs the market feed, else 0."),
};

const startedAt = Date.now();
registry.collect("rockets_uptime_seconds", "Seconds since this process started.", () =>
  Math.round((Date.now() - startedAt) / 1000),
);
// With WORKERS=N the processes answer on one port: this tells which one answered.
registry.collect("rockets_process_id", "This process's id.", () => process.pid);
registry.collect("rockets_process_resident_memory_bytes", "Resident set size of this process.", () =>
  process.memoryUsage.rss(),
);
registry.collect("rockets_process_heap_used_bytes", "JavaScript heap in use.", () => process.memoryUsage().heapUsed);

/** True for errors thrown by Bun.SQL (SQLite or PostgreSQL). */
export function isDbError(error: unknown): boolean {
  return error instanceof Error && (error.name === "SQLiteError" || error.name === "PostgresError");
}
