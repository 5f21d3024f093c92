-- The write mix, 20 requests a cycle:
--
--   5  POST /photos                         JSON                    → 201
--   6  POST /photos/{id}/comments           form, CSRF token        → 303
--   4  PUT  /photos/{id}                    JSON                    → 200
--   3  PUT  /photos/{id}/comments/{cid}     JSON                    → 200
--   2  POST /photos/{id}/comments/{cid}     form, _method=DELETE,   → 303
--                                           CSRF token
--
-- Updates go to the photos and comments listed in LOAD_IDS, which nothing deletes. A delete
-- takes a comment this thread created during the run (the Location of a form's 303), each
-- once; until there is one, the slot creates a comment instead. Every request carries the
-- cookies of a browser signed in as the account that owns those photos and comments, and the
-- session's CSRF token, fetched by the script before the run (LOAD_CSRF_COOKIE,
-- LOAD_CSRF_TOKEN): forms in their `authenticity_token` field, JSON in `X-CSRF-Token` (JSON
-- that the sign-in cookie comes with needs it, as a page's script sends it).
--
-- Environment: LOAD_LUA_DIR, LOAD_IDS, LOAD_CSRF_COOKIE, LOAD_CSRF_TOKEN, and common.lua's.

dofile(os.getenv("LOAD_LUA_DIR") .. "/common.lua")

local function urlencode(s)
   return (string.gsub(s, "[^%w%-%._~]", function(c)
      return string.format("%%%02X", string.byte(c))
   end))
end

local cycle = {
   "create_photo", "create_comment", "update_photo", "create_comment", "update_comment",
   "create_photo", "create_comment", "delete_comment", "update_photo", "create_photo",
   "create_comment", "update_comment", "create_photo", "update_photo", "create_comment",
   "delete_comment", "create_photo", "create_comment", "update_photo", "update_comment",
}

local photos, cookie, token, token_field
local sent = 0
ops = {} -- requests sent, by kind: read by common.lua's done()
local deletable = {} -- paths of comments this thread created, not yet deleted
local first_deletable = 1

function init(args)
   photos = read_ids(os.getenv("LOAD_IDS"))
   cookie = os.getenv("LOAD_CSRF_COOKIE")
   token = os.getenv("LOAD_CSRF_TOKEN")
   token_field = "authenticity_token=" .. urlencode(token)
   math.randomseed(2000 + (thread_number or 0))
end

on_response = function(status, headers, body)
   if status ~= 303 then
      return
   end
   local location = headers["location"] or headers["Location"] or ""
   -- A comment's page: a create's redirect (a delete's goes to the photo).
   if string.match(location, "^/photos/%d+/comments/%d+$") then
      table.insert(deletable, location)
   end
end

local function json(method, path, body)
   return wrk.format(method, path, {
      ["Accept"] = "application/json",
      ["Content-Type"] = "application/json",
      ["Cookie"] = cookie,
      ["X-CSRF-Token"] = token,
   }, body)
end

local function form(path, fields)
   return wrk.format("POST", path, {
      ["Accept"] = "text/html",
      ["Content-Type"] = "application/x-www-form-urlencoded",
      ["Cookie"] = cookie,
   }, fields .. "&" .. token_field)
end

local function some_photo()
   return photos[math.random(#photos)]
end

local function some_comment()
   local photo = some_photo()
   while #photo.comments == 0 do
      photo = some_photo()
   end
   return photo.id, photo.comments[math.random(#photo.comments)]
end

function request()
   sent = sent + 1
   local op = cycle[(sent - 1) % #cycle + 1]
   local tag = string.format("t%d-%d", thread_number or 0, sent)
   if op == "delete_comment" and first_deletable > #deletable then
      op = "create_comment"
   end
   ops[op] = (ops[op] or 0) + 1
   if op == "delete_comment" then
      local path = deletable[first_deletable]
      deletable[first_deletable] = nil
      first_deletable = first_deletable + 1
      return form(path, "_method=DELETE")
   end
   if op == "create_photo" then
      return json("POST", "/photos", string.format(
         '{"title":"Load %s","description":"Made by scripts/load.sh during the write mix."}', tag))
   elseif op == "create_comment" then
      return form("/photos/" .. some_photo().id .. "/comments",
         "author=" .. urlencode("Load " .. tag) .. "&body=" .. urlencode("A comment, café & all."))
   elseif op == "update_photo" then
      return json("PUT", "/photos/" .. some_photo().id, string.format(
         '{"title":"Updated %s","description":"Updated by scripts/load.sh."}', tag))
   else -- update_comment
      local photo_id, comment_id = some_comment()
      return json("PUT", "/photos/" .. photo_id .. "/comments/" .. comment_id, string.format(
         '{"author":"Load %s","body":"Edited by scripts/load.sh."}', tag))
   end
end
