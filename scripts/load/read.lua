-- The read mix: GETs spread evenly over five pages, half asking for HTML, half for JSON:
--
--   /photos, /photos/{id}, /photos/{id}/comments, /photos/{id}/comments/{cid},
--   /admin/book_reviews
--
-- over the photos and comments listed in LOAD_IDS (see common.lua's read_ids). HTML requests
-- carry the session cookie (LOAD_CSRF_COOKIE), as a browser would; JSON ones do not.
--
-- Environment: LOAD_LUA_DIR, LOAD_IDS, LOAD_CSRF_COOKIE, and common.lua's.

dofile(os.getenv("LOAD_LUA_DIR") .. "/common.lua")

local prepared = {}
local next_index = 1

function init(args)
   local photos = read_ids(os.getenv("LOAD_IDS"))
   local cookie = os.getenv("LOAD_CSRF_COOKIE")
   -- Each thread its own order, the same from run to run.
   math.randomseed(1000 + (thread_number or 0))
   local function get(path, json)
      local headers
      if json then
         headers = { ["Accept"] = "application/json" }
      else
         headers = { ["Accept"] = "text/html", ["Cookie"] = cookie }
      end
      table.insert(prepared, wrk.format("GET", path, headers))
   end
   -- 4,000 requests per thread, cycled: 400 rounds of the five pages, in HTML and in JSON.
   for _ = 1, 400 do
      for _, json in ipairs({ false, true }) do
         local photo = photos[math.random(#photos)]
         get("/photos", json)
         get("/photos/" .. photo.id, json)
         get("/photos/" .. photo.id .. "/comments", json)
         local with_comments = photo
         while #with_comments.comments == 0 do
            with_comments = photos[math.random(#photos)]
         end
         local comment = with_comments.comments[math.random(#with_comments.comments)]
         get("/photos/" .. with_comments.id .. "/comments/" .. comment, json)
         get("/admin/book_reviews", json)
      end
   end
   -- Shuffle (Fisher-Yates), so that consecutive requests on a connection differ.
   for i = #prepared, 2, -1 do
      local j = math.random(i)
      prepared[i], prepared[j] = prepared[j], prepared[i]
   end
end

function request()
   local r = prepared[next_index]
   next_index = next_index % #prepared + 1
   return r
end
