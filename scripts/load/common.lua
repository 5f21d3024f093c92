-- Shared by read.lua and write.lua (each loads it with dofile): counts the answers by status
-- in every wrk thread, and prints one parsable line at the end:
--
--   load-result mix=read requests=N seconds=S rps=R p50_ms=A p99_ms=B max_ms=C
--     non_2xx_3xx=K unexpected=U socket_errors=E statuses=200:N,... [ops=kind:N,...]
--
-- `unexpected` counts the answers whose status is not in LOAD_EXPECTED (e.g. "200" or
-- "200,201,303"); the script fails the run when it or socket_errors is not 0.
--
-- `ops` (when a mix keeps a global table `ops`, as write.lua does) counts the requests sent by
-- kind, those still in flight when wrk stopped included.
--
-- Environment: LOAD_MIX (the name printed), LOAD_EXPECTED.

local threads = {}

-- In the main Lua state, once per thread before it starts: keep the thread for done(), and
-- give it a number, so that each thread can make titles of its own.
function setup(thread)
   thread:set("thread_number", #threads + 1)
   table.insert(threads, thread)
end

-- In each thread's own Lua state.
statuses = {}

-- Set by a mix to look at an answer (write.lua reads Location headers).
on_response = nil

function response(status, headers, body)
   statuses[status] = (statuses[status] or 0) + 1
   if on_response then
      on_response(status, headers, body)
   end
end

local function expected_set()
   local set = {}
   for code in string.gmatch(os.getenv("LOAD_EXPECTED") or "", "%d+") do
      set[tonumber(code)] = true
   end
   return set
end

function done(summary, latency, requests)
   local expected = expected_set()
   local total, ops = {}, {}
   for _, thread in ipairs(threads) do
      for status, n in pairs(thread:get("statuses") or {}) do
         total[status] = (total[status] or 0) + n
      end
      for op, n in pairs(thread:get("ops") or {}) do
         ops[op] = (ops[op] or 0) + n
      end
   end
   local kinds = {}
   for op, n in pairs(ops) do
      table.insert(kinds, op .. ":" .. n)
   end
   table.sort(kinds)
   local codes, non_2xx_3xx, unexpected = {}, 0, 0
   for status, n in pairs(total) do
      table.insert(codes, status)
      if status < 200 or status > 399 then
         non_2xx_3xx = non_2xx_3xx + n
      end
      if not expected[status] then
         unexpected = unexpected + n
      end
   end
   table.sort(codes)
   local listed = {}
   for _, status in ipairs(codes) do
      table.insert(listed, status .. ":" .. total[status])
   end
   local e = summary.errors
   local socket_errors = e.connect + e.read + e.write + e.timeout
   local seconds = summary.duration / 1e6
   io.write(string.format(
      "load-result mix=%s requests=%d seconds=%.2f rps=%.1f p50_ms=%.3f p99_ms=%.3f max_ms=%.3f "
         .. "non_2xx_3xx=%d unexpected=%d socket_errors=%d statuses=%s%s\n",
      os.getenv("LOAD_MIX") or "?", summary.requests, seconds, summary.requests / seconds,
      latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000,
      non_2xx_3xx, unexpected, socket_errors, table.concat(listed, ","),
      #kinds > 0 and (" ops=" .. table.concat(kinds, ",")) or ""))
   if socket_errors > 0 then
      io.write(string.format(
         "load-socket-errors mix=%s connect=%d read=%d write=%d timeout=%d\n",
         os.getenv("LOAD_MIX") or "?", e.connect, e.read, e.write, e.timeout))
   end
end

-- The ids the script created before the run, one photo a line: "photo_id comment_id ...".
function read_ids(path)
   local photos = {}
   local file = assert(io.open(path, "r"))
   for line in file:lines() do
      local ids = {}
      for id in string.gmatch(line, "%d+") do
         table.insert(ids, id)
      end
      if #ids > 0 then
         table.insert(photos, { id = ids[1], comments = { unpack(ids, 2) } })
      end
   end
   file:close()
   assert(#photos > 0, "no photos in " .. path)
   return photos
end
