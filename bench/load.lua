-- wrk script for bench/run.ts. Arguments after `--`:
--   static                          replay wrk's request (method, path, headers from -H)
--   signin <users> <password>       POST sign-in/email, cycling through user0..user<users-1>
--   signup <prefix> <password>      POST sign-up/email with a fresh email per request
-- Run with one thread (-t1) so the per-thread counter keeps sign-up emails unique.
-- Prints one line `BENCH_JSON {...}` with the counts and latency percentiles (µs).
local mode = "static"
local a1, a2
local counter = 0

function init(args)
  mode = args[1] or "static"
  a1 = args[2]
  a2 = args[3]
end

function request()
  if mode == "signin" then
    local i = counter % tonumber(a1)
    counter = counter + 1
    local body = string.format('{"email":"user%d@bench.example","password":"%s"}', i, a2)
    return wrk.format("POST", "/api/auth/sign-in/email", nil, body)
  elseif mode == "signup" then
    counter = counter + 1
    local body = string.format(
      '{"name":"Bench","email":"%s-%d@bench.example","password":"%s"}', a1, counter, a2)
    return wrk.format("POST", "/api/auth/sign-up/email", nil, body)
  end
  return wrk.request()
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p90Us":%d,"p99Us":%d,"errors":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90),
    latency:percentile(99),
    e.connect + e.read + e.write + e.status + e.timeout))
end
